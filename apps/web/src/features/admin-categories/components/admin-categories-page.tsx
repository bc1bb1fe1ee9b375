import type { AdminCategory } from '@shop/shared';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import {
  AdminPageHeader,
  CardGridSkeleton,
  ConfirmDialog,
  FilterBar,
  SearchBox,
  SelectBox,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { deleteCategory } from '../api/delete-category.ts';
import { toggleCategoryStatus } from '../api/toggle-category-status.ts';
import { type CategoryFilter, filterCategories, STATUS_FILTERS } from '../category-filter.ts';
import { failureMessage } from '../failure-message.ts';
import { useAdminCategories } from '../hooks/use-admin-categories.ts';
import { useMenuMutation } from '../hooks/use-menu-mutation.ts';
import { usePageNotice } from '../hooks/use-page-notice.ts';
import { CategoryCard } from './category-card.tsx';
import { CategoryFormModal } from './category-form-modal.tsx';
import { CategoryViewModal } from './category-view-modal.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'view' | 'delete'; category: AdminCategory }
  | null;

/** The back office's Categories screen (docs/product-rules.md#categories-and-meals). */
export function AdminCategoriesPage() {
  const { t } = useTranslation('admin-menu');
  const categories = useAdminCategories();
  const [filter, setFilter] = useState<CategoryFilter>({ search: '', status: 'all' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const notice = usePageNotice();
  const toggle = useMenuMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    toggleCategoryStatus(id, isActive),
  );
  const remove = useMenuMutation((id: number) => deleteCategory(id));

  const all = categories.data ?? [];
  const shown = filterCategories(all, filter);
  const closeDialog = () => {
    remove.reset();
    setDialog(null);
  };

  const onToggle = (category: AdminCategory, isActive: boolean) => {
    toggle.mutate(
      { id: category.id, isActive },
      {
        onSuccess: (result) => notice.succeeded(result.message),
        onError: () => notice.failed(t('categories.toggleFailed')),
      },
    );
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('categories.heading')}
        description={t('categories.intro')}
        add={{ label: t('categories.add'), onClick: () => setDialog({ kind: 'add' }) }}
      />
      <FilterBar>
        <SearchBox
          label={t('categories.searchLabel')}
          placeholder={t('categories.searchPlaceholder')}
          value={filter.search}
          onChange={(search) => setFilter((current) => ({ ...current, search }))}
        />
        <SelectBox
          label={t('status.label')}
          value={filter.status}
          onChange={(status) => setFilter((current) => ({ ...current, status }))}
          options={STATUS_FILTERS.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      </FilterBar>
      {categories.isPending ? (
        <CardGridSkeleton withImage />
      ) : categories.isError ? (
        <ErrorState
          title={t('categories.loadFailedTitle')}
          message={t('categories.loadFailed')}
          onRetry={() => void categories.refetch()}
          headingLevel="h2"
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title={all.length === 0 ? t('categories.empty.title') : t('categories.noMatch.title')}
        >
          {all.length === 0 ? t('categories.empty.body') : t('categories.noMatch.body')}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-charcoal-600">
            {t('categories.summary', { shown: shown.length, total: all.length })}
          </p>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((category) => (
              <CategoryCard
                key={category.id}
                category={category}
                toggling={toggle.isPending && toggle.variables?.id === category.id}
                onToggle={(isActive) => onToggle(category, isActive)}
                onView={() => setDialog({ kind: 'view', category })}
                onEdit={() => setDialog({ kind: 'edit', category })}
                onDelete={() => setDialog({ kind: 'delete', category })}
              />
            ))}
          </ul>
        </>
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <CategoryFormModal
          key={dialog.kind === 'edit' ? dialog.category.id : 'new'}
          category={dialog.kind === 'edit' ? dialog.category : null}
          onClose={closeDialog}
          onSaved={(result) => {
            notice.succeeded(result.message);
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'view' && (
        <CategoryViewModal category={dialog.category} onClose={closeDialog} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('categories.delete.title')}
          confirmLabel={t('categories.delete.confirm')}
          busy={remove.isPending}
          error={remove.error ? failureMessage(remove.error, t('categories.deleteFailed')) : null}
          onCancel={closeDialog}
          onConfirm={() =>
            remove.mutate(dialog.category.id, {
              onSuccess: (result) => {
                notice.succeeded(result.message);
                closeDialog();
              },
            })
          }
        >
          <p>{t('categories.delete.message', { name: dialog.category.name })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
