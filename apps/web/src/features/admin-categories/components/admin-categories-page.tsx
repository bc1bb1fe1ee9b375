import { type AdminCategory, adminCategoryResponseSchema } from '@shop/shared';
import { FolderOpen } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import {
  adminApi,
  DetailFacts,
  DetailView,
  dateWithTime,
  SectionPage,
  StatusBadge,
  useSectionList,
  useSectionToggle,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { CategoryCard, categoriesSection } from '../categories-section.tsx';
import { CategoryFormDialog } from './category-form.tsx';

/** The back office's Categories screen (docs/product-rules.md#categories-and-meals). */
export function AdminCategoriesPage() {
  const { t } = useTranslation('admin-menu');
  const toggle = useSectionToggle(
    categoriesSection,
    (id, isActive) =>
      adminApi.patch(`/categories/${id}/toggle-status`, { isActive }, adminCategoryResponseSchema),
    t('categories.toggleFailed'),
  );
  return (
    <SectionPage
      list={useSectionList(categoriesSection)}
      icon={FolderOpen}
      card={(category, actions) => (
        <CategoryCard category={category} actions={actions} toggle={toggle(category.id)} />
      )}
      skeleton="image-cards"
      form={(category, close) => <CategoryFormDialog category={category} onClose={close} />}
      view={(category, { close }) => <CategoryView category={category} onClose={close} />}
    />
  );
}

/** A category's details, read-only. */
function CategoryView({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const { t } = useTranslation('admin-menu');
  const meals = `${t('categories.card.meals', { count: category.mealCount })} · ${t('categories.card.onMenu', { count: category.activeMealCount })}`;
  return (
    <DetailView title={category.name} onClose={onClose} className="sm:max-w-xl">
      <ImageWithFallback
        src={category.image}
        alt={category.image ? category.name : t('categories.view.noImage')}
        frameClassName="aspect-[16/9] rounded-2xl"
      />
      <div className="flex items-start justify-between gap-4">
        <p className="text-charcoal-700">{category.description}</p>
        <StatusBadge status={category.isActive ? 'active' : 'inactive'} className="shrink-0" />
      </div>
      <DetailFacts
        look="cards"
        words={(key) =>
          key === 'status'
            ? t('status.label')
            : t(`categories.view.${key}` as 'categories.view.meals')
        }
        facts={{
          meals,
          status: category.isActive ? t('status.active') : t('status.inactive'),
          created: dateWithTime(category.createdAt),
          updated: dateWithTime(category.updatedAt),
        }}
      />
    </DetailView>
  );
}
