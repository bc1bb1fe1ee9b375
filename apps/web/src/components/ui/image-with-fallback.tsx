import { UtensilsCrossed } from 'lucide-react';
import { type ImgHTMLAttributes, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { isAfterFirstRender } from '@/lib/first-render.ts';

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** Classes of the box that keeps the space (give it an aspect ratio or a size). */
  frameClassName?: string;
}

/**
 * A lazily loaded image inside a box that holds its space, so nothing jumps while it loads; a
 * missing or broken image shows a drawn placeholder instead. An image the app adds fades in
 * once loaded; one in a page rendered on the server shows as it arrives, before any script.
 */
export function ImageWithFallback({
  src,
  alt,
  className,
  frameClassName,
  loading = 'lazy',
  ...props
}: ImageWithFallbackProps) {
  // An image of the server's page shows as it arrives; one the app adds (or a new picture in
  // the same place) fades in once loaded. Read once: nothing renders again after hydration.
  const [fromServer] = useState(() => !isAfterFirstRender());
  const [firstSrc] = useState(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null | undefined>(fromServer ? src : null);
  const broken = !src || failedSrc === src;
  const fading = !(fromServer && src === firstSrc) && loadedSrc !== src;

  return (
    <div
      className={cn(
        'relative overflow-hidden bg-cream-200',
        !broken && fading && 'motion-safe:animate-pulse',
        frameClassName,
      )}
    >
      {broken ? (
        <div
          role="img"
          aria-label={alt}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[radial-gradient(circle_at_30%_20%,var(--color-flame-100),var(--color-cream-200)_60%)] text-flame-700/70"
        >
          <UtensilsCrossed className="size-10" strokeWidth={1.5} aria-hidden="true" />
        </div>
      ) : (
        <img
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          ref={(img) => {
            // An image may finish before React listens (cached); one in a server-rendered page
            // may have failed by then too.
            if (!img?.complete) return;
            if (img.naturalWidth > 0) setLoadedSrc(src);
            else if (fromServer) setFailedSrc(src);
          }}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-500',
            fading ? 'opacity-0' : 'opacity-100',
            className,
          )}
          {...props}
        />
      )}
    </div>
  );
}
