import type { AdminGallery } from '@shop/shared';
import { CalendarDays, Images, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { shortDate } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { GalleryThumbGrid } from './gallery-thumb-grid.tsx';

/** A gallery: its pictures, title, description, status, category, figures, tags and actions. */
export function GalleryCard({
  gallery,
  onEdit,
  onDelete,
}: {
  gallery: AdminGallery;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <article
      aria-label={gallery.title}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-charcoal-900/5"
    >
      <GalleryThumbGrid title={gallery.title} images={gallery.images} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg leading-snug font-bold text-charcoal-900">{gallery.title}</h2>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold',
              gallery.isActive
                ? 'bg-emerald-100 text-emerald-900'
                : 'bg-charcoal-100 text-charcoal-700',
            )}
          >
            {gallery.isActive ? t('gallery.card.active') : t('gallery.card.inactive')}
          </span>
        </div>
        {gallery.description && (
          <p className="mt-2 line-clamp-2 text-sm text-charcoal-600">{gallery.description}</p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-charcoal-600">
          <span className="rounded-full bg-cream-200 px-2.5 py-1 font-semibold text-charcoal-800 capitalize">
            {gallery.category}
          </span>
          <span className="inline-flex items-center gap-1">
            <Images className="size-3.5" aria-hidden="true" />
            {t('gallery.card.images', { count: gallery.images.length })}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {t('gallery.card.created', { date: shortDate(gallery.createdAt) })}
          </span>
        </div>
        {gallery.tags.length > 0 && (
          <ul aria-label={t('gallery.card.tags')} className="mt-3 flex flex-wrap gap-1.5">
            {gallery.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-md bg-flame-50 px-2 py-0.5 text-xs font-medium text-flame-800"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex gap-2 pt-5">
          <Button
            variant="secondary"
            size="sm"
            className="flex-1"
            aria-label={t('gallery.card.editLabel', { title: gallery.title })}
            onClick={onEdit}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('gallery.card.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="flex-1 border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
            aria-label={t('gallery.card.deleteLabel', { title: gallery.title })}
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('gallery.card.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
