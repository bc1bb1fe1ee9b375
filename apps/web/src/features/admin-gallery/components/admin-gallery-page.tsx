import { type AdminGallery, successResponseSchema } from '@shop/shared';
import { CalendarDays, Images } from 'lucide-react';
import {
  adminApi,
  CardButtons,
  ConfirmDialog,
  errorWords,
  SectionListPage,
  StatusBadge,
  shortDate,
  useSectionDialog,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { GalleryThumbs, gallerySection } from '../gallery-section.tsx';
import { GalleryFormDialog } from './gallery-form.tsx';

/** The back office's Gallery screen: search, the cards a page at a time, add, edit, delete. */
export function AdminGalleryPage() {
  const { t } = useTranslation('admin-content');
  const list = useSectionList(gallerySection);
  const { dialog, add, open, close, rowOf } = useSectionDialog<AdminGallery>();
  const failed = t('gallery.deleteFailed');
  const remove = useSectionMutation(
    gallerySection,
    (gallery: AdminGallery) =>
      adminApi.delete(`/gallery/${gallery.id}`, successResponseSchema, { fallbackMessage: failed }),
    { failure: (error) => errorWords(error, failed) },
  );
  const deleting = rowOf('delete');
  const { page, search } = list.address.values;

  const facts = (gallery: AdminGallery) =>
    [
      [Images, t('gallery.card.images', { count: gallery.images.length })],
      [CalendarDays, t('gallery.card.created', { date: shortDate(gallery.createdAt) })],
    ] as const;
  // Each card: the pictures, title, status, description, category, figures, tags and actions.
  const card = (gallery: AdminGallery) => (
    <li key={gallery.id}>
      <article
        aria-label={gallery.title}
        className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-charcoal-900/5"
      >
        <GalleryThumbs gallery={gallery} />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-lg leading-snug font-bold text-charcoal-900">{gallery.title}</h2>
            <StatusBadge status={gallery.isActive ? 'active' : 'inactive'} className="shrink-0" />
          </div>
          <p className="line-clamp-2 text-sm text-charcoal-600 empty:hidden">
            {gallery.description}
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-charcoal-600">
            <span className="rounded-full bg-cream-200 px-2.5 py-1 font-semibold text-charcoal-800 capitalize">
              {gallery.category}
            </span>
            {facts(gallery).map(([Icon, text]) => (
              <span key={text} className="inline-flex items-center gap-1">
                <Icon className="size-3.5" aria-hidden="true" />
                {text}
              </span>
            ))}
          </p>
          <ul aria-label={t('gallery.card.tags')} className="flex flex-wrap gap-1.5 empty:hidden">
            {gallery.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-flame-50 px-2 py-0.5 text-xs text-flame-800">
                #{tag}
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-2">
            <CardButtons
              name={gallery.title}
              onEdit={() => open('edit')(gallery)}
              onDelete={() => open('delete')(gallery)}
            />
          </div>
        </div>
      </article>
    </li>
  );

  return (
    <SectionListPage
      list={list}
      title={t('gallery.heading')}
      description={t('gallery.intro')}
      add={{ label: t('gallery.add'), onClick: add }}
      filters={[
        {
          kind: 'search',
          key: 'search',
          label: t('gallery.searchLabel'),
          placeholder: t('gallery.searchPlaceholder'),
          hideLabel: true,
        },
      ]}
      cardsLabel={t('gallery.listLabel')}
      card={card}
      skeleton="image-cards"
      empty={{
        icon: Images,
        title: t('gallery.emptyTitle'),
        text: search ? t('gallery.emptySearch', { search }) : t('gallery.emptyText'),
      }}
      error={{ message: t('gallery.loadFailed'), retry: t('kit.retry') }}
      pagerLabel={t('gallery.pagination.label')}
    >
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <GalleryFormDialog
          key={rowOf('edit')?.id ?? 'new'}
          gallery={rowOf('edit')}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('gallery.confirmTitle')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            // The last gallery of a later page is gone: show the page before it.
            onSuccess: () =>
              list.rows.length === 1 && page > 1 && list.address.change({ page: page - 1 }),
            onSettled: close,
          })
        }
        onCancel={close}
      >
        <p>{t('gallery.confirmDelete')}</p>
      </ConfirmDialog>
    </SectionListPage>
  );
}
