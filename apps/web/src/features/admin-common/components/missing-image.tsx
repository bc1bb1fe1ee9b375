import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** Stands in for a picture that could not be loaded: grey, with a crossed-out image, named. */
export function MissingImage({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        'flex items-center justify-center bg-charcoal-100 text-charcoal-500',
        className,
      )}
    >
      <ImageOff className="size-6" aria-hidden="true" />
    </div>
  );
}
