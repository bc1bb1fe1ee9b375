import { Expand } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { categoryLabel, type GalleryImage } from '../gallery-images.ts';

const gridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
const EAGER_IMAGES = 4;

interface GalleryGridProps {
  images: readonly GalleryImage[];
  onOpen: (index: number) => void;
}

/** Every picture of the chosen category; each opens the lightbox. */
export function GalleryGrid({ images, onOpen }: GalleryGridProps) {
  const { t } = useTranslation('gallery');
  return (
    <ul className={gridClasses}>
      {images.map((image, index) => (
        <li key={image.key} className="animate-fade-in">
          <button
            type="button"
            onClick={() => onOpen(index)}
            aria-label={t('openLarger', { alt: image.alt })}
            className="group relative block w-full overflow-hidden rounded-2xl bg-white text-left shadow-card ring-1 ring-charcoal-900/5 transition duration-300 hover:-translate-y-0.5 hover:shadow-card-hover motion-reduce:hover:translate-y-0"
          >
            <ImageWithFallback
              src={image.src}
              alt={image.alt}
              loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
              frameClassName="aspect-[4/3]"
              className="transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
            />
            <span className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-gradient-to-t from-charcoal-950/85 via-charcoal-950/40 to-transparent p-3 pt-8 sm:pt-10">
              <span className="min-w-0">
                <span className="hidden text-[11px] font-bold tracking-[0.14em] text-flame-200 uppercase sm:block">
                  {categoryLabel(image.category, t)}
                </span>
                <span className="mt-0.5 line-clamp-1 text-sm leading-snug font-semibold text-white sm:line-clamp-2">
                  {image.title}
                </span>
              </span>
              <span
                aria-hidden="true"
                className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur sm:flex"
              >
                <Expand className="size-4" />
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const SKELETON_TILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export function GalleryGridSkeleton() {
  return (
    <div className={gridClasses} aria-hidden="true">
      {SKELETON_TILES.map((tile) => (
        <Skeleton key={tile} className="aspect-[4/3] rounded-2xl" />
      ))}
    </div>
  );
}
