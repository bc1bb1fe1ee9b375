import { ADMIN_MEALS_PAGE_SIZE, type AdminMeal } from '@shop/shared';
import { UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import {
  STATUS_FILTERS,
  type StatusFilter,
  useAdminCategories,
  useMenuMutation,
  usePageNotice,
} from '@/features/admin-categories/index.ts';
import {
  AdminPageHeader,
  AdminPager,
  CardGridSkeleton,
  ConfirmDialog,
  FilterBar,
  SearchBox,
  SelectBox,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { deleteMeal } from '../api/delete-meal.ts';
import { toggleMealStatus } from '../api/toggle-meal-status.ts';
import { useAdminMeals } from '../hooks/use-admin-meals.ts';
import { MealCard } from './meal-card.tsx';
import { MealFormModal } from './meal-form-modal.tsx';
import { MealViewModal } from './meal-view-modal.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'view' | 'delete'; meal: AdminMeal } | null;

const SEARCH_PAUSE_MS = 300;
const ALL = '';

interface Filters {
  search: string;
  category: string;
  status: StatusFilter;
}

/** The back office's Meals screen (docs/product-rules.md#categories-and-meals). */
export function AdminMealsPage() {
  const { t } = useTranslation('admin-menu');
  const [filters, setFilters] = useState<Filters>({ search: '', category: ALL, status: 'all' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_PAUSE_MS);
  const meals = useAdminMeals({
    search: search || undefined,
    category: filters.category || undefined,
    available: filters.status === 'all' ? undefined : filters.status === 'active',
    page,
    limit: ADMIN_MEALS_PAGE_SIZE,
  });
  const categories = useAdminCategories();
  const [dialog, setDialog] = useState<Dialog>(null);
  const notice = usePageNotice();
  const toggle = useMenuMutation(({ id, available }: { id: number; available: boolean }) =>
    toggleMealStatus(id, available),
  );
  const remove = useMenuMutation((id: number) => deleteMeal(id));

  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const closeDialog = () => {
    remove.reset();
    setDialog(null);
  };
  const onToggle = (meal: AdminMeal, available: boolean) => {
    toggle.mutate(
      { id: meal.id, available },
      {
        onSuccess: (result) => notice.succeeded(result.message),
        onError: () => notice.failed(t('meals.toggleFailed')),
      },
    );
  };

  const list = meals.data;
  const firstShown = list ? (list.pagination.page - 1) * list.pagination.limit + 1 : 0;
  const filtered = search !== '' || filters.category !== ALL || filters.status !== 'all';
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('meals.heading')}
        description={t('meals.intro')}
        add={{ label: t('meals.add'), onClick: () => setDialog({ kind: 'add' }) }}
      />
      <FilterBar>
        <SearchBox
          label={t('meals.searchLabel')}
          placeholder={t('meals.searchPlaceholder')}
          value={filters.search}
          onChange={(value) => filter({ search: value })}
        />
        <SelectBox
          label={t('meals.categoryLabel')}
          value={filters.category}
          onChange={(category) => filter({ category })}
          options={[
            { value: ALL, label: t('meals.allCategories') },
            ...(categories.data ?? []).map((category) => ({
              value: category.name,
              label: category.name,
            })),
          ]}
        />
        <SelectBox
          label={t('status.label')}
          value={filters.status}
          onChange={(status) => filter({ status })}
          options={STATUS_FILTERS.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      </FilterBar>
      {meals.isError || categories.isError ? (
        <ErrorState
          title={t('meals.loadFailedTitle')}
          message={t('meals.loadFailed')}
          onRetry={() => {
            void meals.refetch();
            void categories.refetch();
          }}
          headingLevel="h2"
        />
      ) : !list ? (
        <CardGridSkeleton withImage />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={UtensilsCrossed}
          title={filtered ? t('meals.noMatch.title') : t('meals.empty.title')}
        >
          {filtered ? t('meals.noMatch.body') : t('meals.empty.body')}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-charcoal-600" aria-live="polite">
            {t('meals.summary', {
              from: firstShown,
              to: firstShown + list.data.length - 1,
              total: list.pagination.total,
            })}
          </p>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {list.data.map((meal) => (
              <MealCard
                key={meal.id}
                meal={meal}
                toggling={toggle.isPending && toggle.variables?.id === meal.id}
                onToggle={(available) => onToggle(meal, available)}
                onView={() => setDialog({ kind: 'view', meal })}
                onEdit={() => setDialog({ kind: 'edit', meal })}
                onDelete={() => setDialog({ kind: 'delete', meal })}
              />
            ))}
          </ul>
          <AdminPager
            label={t('meals.pager.label')}
            page={page}
            pages={list.pagination.pages}
            onPage={setPage}
          />
        </>
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <MealFormModal
          key={dialog.kind === 'edit' ? dialog.meal.id : 'new'}
          meal={dialog.kind === 'edit' ? dialog.meal : null}
          categories={categories.data ?? []}
          onClose={closeDialog}
          onSaved={(result) => {
            notice.succeeded(result.message);
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'view' && <MealViewModal meal={dialog.meal} onClose={closeDialog} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('meals.delete.title')}
          confirmLabel={t('meals.delete.confirm')}
          busy={remove.isPending}
          error={remove.error ? t('meals.deleteFailed') : null}
          onCancel={closeDialog}
          onConfirm={() =>
            remove.mutate(dialog.meal.id, {
              onSuccess: (result) => {
                notice.succeeded(result.message);
                closeDialog();
              },
            })
          }
        >
          <p>{t('meals.delete.message', { name: dialog.meal.name })}</p>
          <p className="text-charcoal-600">{t('meals.delete.history')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
