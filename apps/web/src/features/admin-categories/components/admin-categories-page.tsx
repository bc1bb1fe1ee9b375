import {
  type AdminCategory,
  adminCategoryResponseSchema,
  MENU_STATUS_FILTERS,
  successResponseSchema,
} from '@shop/shared';
import { FolderOpen } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import {
  adminApi,
  DeleteDialog,
  DetailCards,
  SectionListPage,
  StatusBadge,
  useRestaurantDate,
  useSectionDialog,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { CategoryCard, categoriesSection } from '../categories-section.tsx';
import { CategoryFormDialog } from './category-form.tsx';

/** The back office's Categories screen (docs/product-rules.md#categories-and-meals). */
export function AdminCategoriesPage() {
  const { t } = useTranslation('admin-menu');
  const list = useSectionList(categoriesSection);
  const dialogs = useSectionDialog<AdminCategory>();
  const toggle = useSectionMutation(
    categoriesSection,
    ({ id, isActive }: { id: number; isActive: boolean }) =>
      adminApi.patch(`/categories/${id}/toggle-status`, { isActive }, adminCategoryResponseSchema),
    { failure: () => t('categories.toggleFailed') },
  );
  const total = list.query.data?.total ?? 0;
  const editing = dialogs.rowOf('edit');
  const viewing = dialogs.rowOf('view');
  const deleting = dialogs.rowOf('delete');
  const empty = total === 0 ? 'empty' : 'noMatch';

  return (
    <SectionListPage
      list={list}
      title={t('categories.heading')}
      description={t('categories.intro')}
      add={{ label: t('categories.add'), onClick: dialogs.add }}
      filters={[
        {
          kind: 'search',
          key: 'search',
          label: t('categories.searchLabel'),
          placeholder: t('categories.searchPlaceholder'),
        },
        {
          kind: 'select',
          key: 'status',
          label: t('status.label'),
          options: MENU_STATUS_FILTERS.map((value) => ({ value, label: t(`status.${value}`) })),
        },
      ]}
      summary={
        <p className="text-sm text-charcoal-600">
          {t('categories.summary', { shown: list.rows.length, total })}
        </p>
      }
      card={(category) => (
        <CategoryCard
          key={category.id}
          category={category}
          toggling={toggle.isPending && toggle.variables?.id === category.id}
          onToggle={(isActive) => toggle.mutate({ id: category.id, isActive })}
          actions={dialogs.handlers(category)}
        />
      )}
      skeleton="image-cards"
      empty={{
        icon: FolderOpen,
        title: t(`categories.${empty}.title`),
        text: t(`categories.${empty}.body`),
      }}
      error={{ title: t('categories.loadFailedTitle'), message: t('categories.loadFailed') }}
    >
      {(dialogs.dialog?.kind === 'add' || editing) && (
        <CategoryFormDialog key={editing?.id ?? 'new'} category={editing} onClose={dialogs.close} />
      )}
      {viewing && <CategoryView category={viewing} onClose={dialogs.close} />}
      <DeleteDialog
        section={categoriesSection}
        row={deleting}
        remove={(category) => adminApi.delete(`/categories/${category.id}`, successResponseSchema)}
        title={t('categories.delete.title')}
        confirmLabel={t('categories.delete.confirm')}
        failed={t('categories.deleteFailed')}
        onClose={dialogs.close}
      >
        <p>{t('categories.delete.message', { name: deleting?.name ?? '' })}</p>
      </DeleteDialog>
    </SectionListPage>
  );
}

/** A category's details, read-only. */
function CategoryView({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const { t } = useTranslation('admin-menu');
  const date = useRestaurantDate();
  const meals = `${t('categories.card.meals', { count: category.mealCount })} · ${t('categories.card.onMenu', { count: category.activeMealCount })}`;
  return (
    <Modal open onClose={onClose} title={category.name} className="sm:max-w-xl">
      <div className="mt-5 space-y-5">
        <ImageWithFallback
          src={category.image}
          alt={category.image ? category.name : t('categories.view.noImage')}
          frameClassName="aspect-[16/9] rounded-2xl"
        />
        <div className="flex items-start justify-between gap-4">
          <p className="text-charcoal-700">{category.description}</p>
          <StatusBadge status={category.isActive ? 'active' : 'inactive'} className="shrink-0" />
        </div>
        <DetailCards
          items={[
            { label: t('categories.view.meals'), value: meals },
            {
              label: t('status.label'),
              value: category.isActive ? t('status.active') : t('status.inactive'),
            },
            { label: t('categories.view.created'), value: date(category.createdAt) },
            { label: t('categories.view.updated'), value: date(category.updatedAt) },
          ]}
        />
      </div>
    </Modal>
  );
}
