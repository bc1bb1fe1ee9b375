import {
  type AdminGallery,
  adminGalleryListResponseSchema,
  adminGalleryQuerySchema,
} from '@shop/shared';
import { useState } from 'react';
import { defineSection, MissingImage } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';
import { cn } from '@/lib/cn.ts';

/** GET /api/gallery/admin/all: every gallery, active or not, newest first, 6 a page. */
export const gallerySection = defineSection({
  nameOf: (gallery) => gallery.title,
  words: ['admin-content', 'gallery'],
  filters: [{ kind: 'search', key: 'search', hideLabel: true }],
  deletePath: (gallery) => `/gallery/${gallery.id}`,
  loadFailed: adminContent.gallery.loadFailed,
  from: ['/gallery/admin/all', adminGalleryQuerySchema, adminGalleryListResponseSchema],
});

/** docs/product-rules.md#gallery-management: a card shows 4 images, the fourth '+N' of the rest. */
export function cardThumbs(images: readonly string[]): { shown: string[]; more: number } {
  return { shown: images.slice(0, 4), more: images.length > 4 ? images.length - 3 : 0 };
}

export const galleryImageUrl = (fileName: string) =>
  `/uploads/gallery/${encodeURIComponent(fileName)}`;

/**
 * Up to 4 of a gallery's pictures, the first of 3 twice as tall, the fourth under '+N'; a
 * picture that fails to load becomes a grey placeholder.
 */
export function GalleryThumbs({ gallery }: { gallery: AdminGallery }) {
  const { t } = useTranslation('admin-content');
  const [broken, setBroken] = useState<readonly string[]>([]);
  const { shown, more } = cardThumbs(gallery.images);
  const count = shown.length;
  return (
    <div
      className={cn(
        'grid aspect-[4/3] gap-1 bg-charcoal-100',
        count > 1 && 'grid-cols-2',
        count > 2 && 'grid-rows-2',
      )}
    >
      {shown.map((fileName, index) => (
        <div
          key={fileName}
          className={cn('relative min-h-0 overflow-hidden', count === 3 && !index && 'row-span-2')}
        >
          {broken.includes(fileName) ? (
            <MissingImage label={t('gallery.card.brokenImage')} className="absolute inset-0" />
          ) : (
            <img
              src={galleryImageUrl(fileName)}
              alt={t('gallery.card.imageAlt', { title: gallery.title, number: index + 1 })}
              loading="lazy"
              onError={() => setBroken((now) => [...now, fileName])}
              className="absolute inset-0 size-full object-cover"
            />
          )}
          {index === 3 && more > 0 && (
            <div className="absolute inset-0 flex items-center justify-center bg-charcoal-950/60 text-2xl font-bold text-white">
              <span aria-hidden="true">{t('gallery.card.more', { count: more })}</span>
              <span className="sr-only">{t('gallery.card.moreLabel', { count: more })}</span>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
