import type { AdminGallery } from '@shop/shared';
import { ImagePlus, Images, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import {
  AdminPageHeader,
  AdminPager,
  ConfirmDialog,
  SearchBox,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { failureMessage } from '../failure-message.ts';
import { useAdminGalleries } from '../hooks/use-admin-galleries.ts';
import { useBanner } from '../hooks/use-banner.ts';
import { useDeleteGallery } from '../hooks/use-gallery-changes.ts';
import { GalleryCard } from './gallery-card.tsx';
import { GalleryForm } from './gallery-form.tsx';

/** The form is closed, open for a new gallery, or open on the gallery being edited. */
type Editing = { gallery: AdminGallery | null } | null;

/** The back office's Gallery screen: the form, search, the cards and their pages. */
export function AdminGalleryPage() {
  const { t } = useTranslation('admin-content');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), 300);
  const list = useAdminGalleries({ page, search: query });
  const remove = useDeleteGallery();
  const { banner, show, clear } = useBanner();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<AdminGallery | null>(null);

  const galleries = list.data?.data ?? [];
  const pagination = list.data?.pagination;

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: (response) => {
        show('success', response.message);
        if (editing?.gallery?.id === confirming.id) setEditing(null);
        // The last gallery of a later page is gone: show the page before it.
        if (galleries.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => show('error', failureMessage(error, t('gallery.deleteFailed'))),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('gallery.heading')}
        description={t('gallery.intro')}
        actions={
          <Button onClick={() => setEditing({ gallery: null })}>
            <ImagePlus className="size-4" aria-hidden="true" />
            {t('gallery.add')}
          </Button>
        }
      />
      <div className="flex items-start gap-2">
        <FormStatus outcome={banner} className="flex-1" />
        {banner && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('kit.dismiss')}
            className="mt-1.5 rounded-full p-2 text-charcoal-600 hover:bg-charcoal-900/5"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {editing && (
        <GalleryForm
          key={editing.gallery?.id ?? 'new'}
          gallery={editing.gallery}
          onCancel={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            show('success', message);
          }}
        />
      )}
      <SearchBox
        hideLabel
        label={t('gallery.searchLabel')}
        placeholder={t('gallery.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        className="max-w-md"
      />
      {list.isError && !list.data ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:flex-row sm:items-center sm:justify-between"
        >
          {t('gallery.loadFailed')}
          <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('kit.retry')}
          </Button>
        </div>
      ) : list.isPending ? (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-96 rounded-3xl" />
          ))}
        </div>
      ) : galleries.length === 0 ? (
        <EmptyState
          icon={Images}
          title={t('gallery.emptyTitle')}
          action={
            !query && (
              <Button onClick={() => setEditing({ gallery: null })}>
                <ImagePlus className="size-4" aria-hidden="true" />
                {t('gallery.add')}
              </Button>
            )
          }
        >
          {query ? t('gallery.emptySearch', { search: query }) : t('gallery.emptyText')}
        </EmptyState>
      ) : (
        <section aria-label={t('gallery.listLabel')} className="space-y-6">
          <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {galleries.map((gallery) => (
              <GalleryCard
                key={gallery.id}
                gallery={gallery}
                onEdit={() => setEditing({ gallery })}
                onDelete={() => setConfirming(gallery)}
              />
            ))}
          </div>
          {pagination && (
            <AdminPager
              label={t('gallery.pagination.label')}
              page={pagination.page}
              pages={pagination.pages}
              onPage={setPage}
            />
          )}
        </section>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('gallery.confirmTitle')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('gallery.confirmDelete')}</p>
      </ConfirmDialog>
    </div>
  );
}
