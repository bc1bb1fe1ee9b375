import {
  type AdminCategory,
  adminCategoryListQuerySchema,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  MENU_STATUS_FILTERS,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import {
  adminApi,
  adminQueryKeys,
  defineSection,
  type FilterSpec,
  RecordCard,
  type SectionCardProps,
  sectionKey,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/**
 * The shop's own menu queries start with 'menu' (features/menu/api/query-keys.ts): a change
 * to the menu here must not leave this tab's shop pages a minute behind the server.
 */
export const SHOP_MENU_KEY = ['menu'] as const;

/** The menu lists' status filter: all, those on the menu, those off it. */
export const menuStatusFilter: FilterSpec = {
  kind: 'select',
  key: 'status',
  choices: MENU_STATUS_FILTERS,
};

/** GET /api/admin/categories: the categories matching, inactive ones too, with meal counts. */
export const categoriesSection = defineSection({
  words: ['admin-menu', 'categories'],
  nameOf: (category) => category.name,
  total: (response) => response.total,
  filters: [{ kind: 'search', key: 'search' }, menuStatusFilter],
  deletePath: (category) => `/categories/${category.id}`,
  deleteFailure: 'dialog',
  toggle: ({ id }, isActive) =>
    adminApi.patch(`/categories/${id}/toggle-status`, { isActive }, adminCategoryResponseSchema),
  alsoStale: [adminQueryKeys.section('meals'), SHOP_MENU_KEY],
  from: ['/admin/categories', adminCategoryListQuerySchema, adminCategoryListResponseSchema],
});

/** Every category, inactive ones too (the meal form and the meals' filter). */
export function useAllCategories() {
  return useQuery({
    queryKey: [...sectionKey(categoriesSection), 'all'],
    queryFn: ({ signal }) =>
      adminApi.get(categoriesSection.path, adminCategoryListResponseSchema, {}, { signal }),
    select: (response) => response.data,
  });
}

/** One category: picture, name, description, status, meal counts, and what can be done. */
export function CategoryCard({ record: category, ...controls }: SectionCardProps<AdminCategory>) {
  const { t } = useTranslation('admin-menu');
  return (
    <RecordCard
      {...controls}
      title={category.name}
      image={category.image}
      status={category.isActive ? 'active' : 'inactive'}
      switchLabel={t('status.switchLabel', { name: category.name })}
      description={category.description}
    >
      <p className="mt-3 text-sm font-medium text-charcoal-700">
        {t('categories.card.meals', { count: category.mealCount })}
        <span className="text-charcoal-500">
          {' · '}
          {t('categories.card.onMenu', { count: category.activeMealCount })}
        </span>
      </p>
    </RecordCard>
  );
}
