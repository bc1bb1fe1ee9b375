import { ImagePlus, type LucideIcon, X } from 'lucide-react';
import { type DragEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { FieldControlProps } from './form-field.tsx';

export interface PickedFile {
  /** Stable across renders, so previews are not re-created. */
  id: string;
  file: File;
}

/** A preview URL for a picked file, released as soon as the preview goes away. */
function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function Preview({ picked, onRemove }: { picked: PickedFile; onRemove: () => void }) {
  const { t } = useTranslation();
  const url = useObjectUrl(picked.file);
  return (
    <li className="group relative aspect-square animate-fade-in overflow-hidden rounded-2xl bg-cream-200 ring-1 ring-charcoal-900/10">
      {url && <img src={url} alt={picked.file.name} className="size-full object-cover" />}
      <span className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-charcoal-950/80 to-transparent px-2 pt-5 pb-1.5 text-[11px] font-medium text-white">
        {picked.file.name}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('imagePicker.remove', { name: picked.file.name })}
        className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-charcoal-950/75 text-white shadow transition hover:bg-red-600"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

interface ImagePickerProps {
  files: readonly PickedFile[];
  max: number;
  /** The input's accept list, e.g. 'image/jpeg,image/png'. */
  accept: string;
  /** Describes what may be picked, shown in the drop zone. */
  rules: string;
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  control: FieldControlProps;
  disabled?: boolean;
}

/** Pick or drop images, see them as thumbnails, remove any before sending. */
export function ImagePicker({
  files,
  max,
  accept,
  rules,
  onPick,
  onRemove,
  control,
  disabled = false,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-3">
      <DropZone
        control={control}
        accept={accept}
        disabled={disabled}
        inputRef={inputRef}
        icon={ImagePlus}
        title={
          <Trans
            t={t}
            i18nKey="imagePicker.chooseOrDrop"
            components={[
              <span key="choose" className="text-flame-700 underline underline-offset-2" />,
            ]}
          />
        }
        rules={rules}
        count={t('imagePicker.picked', { count: files.length, max })}
        onPick={onPick}
      />
      {files.length > 0 && (
        <ul aria-label={t('imagePicker.chosen')} className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {files.map((picked) => (
            <Preview
              key={picked.id}
              picked={picked}
              onRemove={() => {
                onRemove(picked.id);
                inputRef.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface DropZoneProps {
  control: FieldControlProps;
  /** The input's accept list, e.g. 'image/jpeg,image/png'. */
  accept: string;
  icon: LucideIcon;
  /** What to do, such as "Choose photos or drop them here". */
  title: ReactNode;
  /** Describes what may be picked. */
  rules: string;
  /** How many are chosen, of how many. */
  count: string;
  onPick: (files: File[]) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A file input drawn as a zone to click, or to drop files on. */
export function DropZone({
  control,
  icon: Icon,
  onPick,
  disabled = false,
  ...props
}: DropZoneProps) {
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files.length > 0) {
      onPick(Array.from(event.dataTransfer.files));
    }
  };

  return (
    <>
      <input
        ref={props.inputRef}
        {...control}
        type="file"
        multiple
        accept={props.accept}
        disabled={disabled}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // Cleared, so picking the same file again (after removing it) still reports a change.
          event.target.value = '';
          if (picked.length > 0) onPick(picked);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={control.id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-flame-500 peer-aria-invalid:border-red-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 sm:flex-row sm:gap-4 sm:px-5 sm:text-left',
          dragging
            ? 'border-flame-500 bg-flame-50'
            : 'border-charcoal-200 bg-cream-50 hover:border-flame-300 hover:bg-flame-50/60',
        )}
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-flame-100 text-flame-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-charcoal-900">{props.title}</span>
          <span className="mt-0.5 block text-xs text-charcoal-600">{props.rules}</span>
        </span>
        <span className="shrink-0 rounded-full bg-white px-3 py-1 text-xs font-semibold text-charcoal-700 tabular-nums ring-1 ring-charcoal-900/10">
          {props.count}
        </span>
      </label>
    </>
  );
}
