import {
  type AdminCategory,
  adminCategoryResponseSchema,
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
  searchFilter,
  useRestaurantDate,
  useSectionDialog,
  useSectionList,
  useSectionToggle,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { CategoryCard, categoriesSection, useMenuStatusFilter } from '../categories-section.tsx';
import { CategoryFormDialog } from './category-form.tsx';

/** The back office's Categories screen (docs/product-rules.md#categories-and-meals). */
export function AdminCategoriesPage() {
  const { t } = useTranslation('admin-menu');
  const list = useSectionList(categoriesSection);
  const statusFilter = useMenuStatusFilter();
  const dialogs = useSectionDialog<AdminCategory>();
  const toggle = useSectionToggle(
    categoriesSection,
    (id, isActive) =>
      adminApi.patch(`/categories/${id}/toggle-status`, { isActive }, adminCategoryResponseSchema),
    t('categories.toggleFailed'),
  );

  const total = list.query.data?.total ?? 0;
  const empty = total === 0 ? 'empty' : 'noMatch';

  return (
    <SectionListPage
      list={list}
      title={t('categories.heading')}
      description={t('categories.intro')}
      add={{ label: t('categories.add'), onClick: dialogs.add }}
      filters={[
        searchFilter(t('categories.searchLabel'), t('categories.searchPlaceholder')),
        statusFilter,
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
          {...toggle(category.id)}
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
      {dialogs.form !== undefined && (
        <CategoryFormDialog
          key={dialogs.form?.id ?? 'new'}
          category={dialogs.form}
          onClose={dialogs.close}
        />
      )}
      {dialogs.viewing && <CategoryView category={dialogs.viewing} onClose={dialogs.close} />}
      <DeleteDialog
        section={categoriesSection}
        row={dialogs.deleting}
        remove={(category) => adminApi.delete(`/categories/${category.id}`, successResponseSchema)}
        title={t('categories.delete.title')}
        confirmLabel={t('categories.delete.confirm')}
        failed={t('categories.deleteFailed')}
        onClose={dialogs.close}
      >
        <p>{t('categories.delete.message', { name: dialogs.deleting?.name ?? '' })}</p>
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
