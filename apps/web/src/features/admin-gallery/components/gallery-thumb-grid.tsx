import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { cardThumbs, galleryImageUrl } from '../gallery-thumbs.ts';

/** How the tiles share the frame, by how many are shown (1 to 4). */
const LAYOUTS = [
  '',
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-2 grid-rows-2',
  'grid-cols-2 grid-rows-2',
];

/**
 * One picture; a broken one becomes a grey placeholder (docs/product-rules.md#gallery-management).
 */
function Thumb({
  fileName,
  alt,
  className,
}: {
  fileName: string;
  alt: string;
  className?: string;
}) {
  const { t } = useTranslation('admin-content');
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div
        role="img"
        aria-label={t('gallery.card.brokenImage')}
        className={cn(
          'flex items-center justify-center bg-charcoal-200 text-charcoal-500',
          className,
        )}
      >
        <ImageOff className="size-6" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={galleryImageUrl(fileName)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={cn('size-full bg-charcoal-100 object-cover', className)}
    />
  );
}

/** Up to 4 of a gallery's pictures; with more, the fourth carries '+N' (N = count − 3). */
export function GalleryThumbGrid({ title, images }: { title: string; images: readonly string[] }) {
  const { t } = useTranslation('admin-content');
  const { shown, more } = cardThumbs(images);
  if (shown.length === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-charcoal-100 text-charcoal-500">
        <ImageOff className="size-8" aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className={cn('grid aspect-[4/3] gap-1 bg-white', LAYOUTS[shown.length])}>
      {shown.map((fileName, index) => {
        const last = index === shown.length - 1;
        return (
          <div
            key={fileName}
            className={cn(
              'relative min-h-0 overflow-hidden',
              shown.length === 3 && index === 0 && 'row-span-2',
            )}
          >
            <Thumb
              fileName={fileName}
              alt={t('gallery.card.imageAlt', { title, number: index + 1 })}
              className="absolute inset-0"
            />
            {last && more > 0 && (
              <div className="absolute inset-0 flex items-center justify-center bg-charcoal-950/60 text-2xl font-bold text-white">
                <span aria-hidden="true">{t('gallery.card.more', { count: more })}</span>
                <span className="sr-only">{t('gallery.card.moreLabel', { count: more })}</span>
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
