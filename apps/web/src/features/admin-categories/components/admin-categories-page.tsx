import type { AdminCategory } from '@shop/shared';
import { FolderOpen } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import {
  DetailFacts,
  DetailView,
  dateWithTime,
  SectionPage,
  type SectionViewProps,
  StatusBadge,
  useSectionList,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { CategoryCard, categoriesSection } from '../categories-section.tsx';
import { CategoryFormDialog } from './category-form.tsx';

/** The back office's Categories screen (docs/product-rules.md#categories-and-meals). */
export function AdminCategoriesPage() {
  return (
    <SectionPage
      list={useSectionList(categoriesSection)}
      icon={FolderOpen}
      card={CategoryCard}
      skeleton="image-cards"
      form={CategoryFormDialog}
      view={CategoryView}
    />
  );
}

/** A category's details, read-only. */
function CategoryView({ record: category, onClose }: SectionViewProps<AdminCategory>) {
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
