import type { AdminGallery } from '@shop/shared';
import { CalendarDays, Images } from 'lucide-react';
import {
  RecordCard,
  type SectionCardProps,
  SectionPage,
  shortDate,
  useSectionList,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { GalleryThumbs, gallerySection } from '../gallery-section.tsx';
import { GalleryFormDialog } from './gallery-form.tsx';

/** The back office's Gallery screen: search, the cards a page at a time, add, edit, delete. */
export function AdminGalleryPage() {
  return (
    <SectionPage
      list={useSectionList(gallerySection)}
      icon={Images}
      card={GalleryCard}
      skeleton="image-cards"
      form={GalleryFormDialog}
    />
  );
}

/** One gallery: the pictures, title, status, description, category, figures and tags. */
function GalleryCard({ record: gallery, actions }: SectionCardProps<AdminGallery>) {
  const { t } = useTranslation('admin-content');
  const facts = [
    [Images, t('gallery.card.images', { count: gallery.images.length })],
    [CalendarDays, t('gallery.card.created', { date: shortDate(gallery.createdAt) })],
  ] as const;
  return (
    <RecordCard
      title={gallery.title}
      picture={<GalleryThumbs gallery={gallery} />}
      status={gallery.isActive ? 'active' : 'inactive'}
      actions={actions}
      description={gallery.description}
    >
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-charcoal-600">
        <span className="rounded-full bg-cream-200 px-2.5 py-1 font-semibold text-charcoal-800 capitalize">
          {gallery.category}
        </span>
        {facts.map(([Icon, text]) => (
          <span key={text} className="inline-flex items-center gap-1">
            <Icon className="size-3.5" aria-hidden="true" />
            {text}
          </span>
        ))}
      </p>
      <ul aria-label={t('gallery.card.tags')} className="mt-3 flex flex-wrap gap-1.5 empty:hidden">
        {gallery.tags.map((tag) => (
          <li key={tag} className="rounded-md bg-flame-50 px-2 py-0.5 text-xs text-flame-800">
            #{tag}
          </li>
        ))}
      </ul>
    </RecordCard>
  );
}
