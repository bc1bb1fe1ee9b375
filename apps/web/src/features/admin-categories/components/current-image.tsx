import { Trash2 } from 'lucide-react';

interface CurrentImageProps {
  src: string;
  label: string;
  removeLabel: string;
  onRemove: () => void;
}

/** The picture a record has now, with a way to drop it. */
export function CurrentImage({ src, label, removeLabel, onRemove }: CurrentImageProps) {
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-cream-50 p-3 ring-1 ring-charcoal-900/5">
      <img src={src} alt={label} className="size-20 shrink-0 rounded-xl object-cover" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-charcoal-800">{label}</p>
        <button
          type="button"
          onClick={onRemove}
          className="mt-1 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-red-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-flame-500"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {removeLabel}
        </button>
      </div>
    </div>
  );
}
