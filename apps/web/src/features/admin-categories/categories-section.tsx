import {
  type AdminCategory,
  adminCategoryListQuerySchema,
  adminCategoryListResponseSchema,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import {
  adminApi,
  adminQueryKeys,
  CardActions,
  defineSection,
  StatusBadge,
  StatusSwitch,
  sectionKey,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The shop's own menu queries start with 'menu' (features/menu/api/query-keys.ts): a change
 * to the menu here must not leave this tab's shop pages a minute behind the server.
 */
export const SHOP_MENU_KEY = ['menu'] as const;

/** GET /api/admin/categories: the categories matching, inactive ones too, with meal counts. */
export const categoriesSection = defineSection({
  name: 'categories',
  path: '/admin/categories',
  query: adminCategoryListQuerySchema,
  response: adminCategoryListResponseSchema,
  rows: (response) => response.data,
  rowId: (category) => category.id,
  alsoStale: [adminQueryKeys.section('meals'), SHOP_MENU_KEY],
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

interface CategoryCardProps {
  category: AdminCategory;
  toggling: boolean;
  onToggle: (isActive: boolean) => void;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One category: picture, name, description, status, meal counts, and what can be done. */
export function CategoryCard({ category, toggling, onToggle, ...actions }: CategoryCardProps) {
  const { t } = useTranslation('admin-menu');
  const titleId = `category-${category.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col overflow-hidden rounded-3xl border border-charcoal-900/5 bg-white shadow-card transition hover:shadow-card-hover',
        !category.isActive && 'bg-charcoal-50',
      )}
    >
      <div className="relative">
        <ImageWithFallback
          src={category.image}
          alt={category.name}
          frameClassName={cn('aspect-[16/9]', !category.isActive && 'opacity-70 grayscale')}
        />
        <StatusBadge
          status={category.isActive ? 'active' : 'inactive'}
          className="absolute top-3 left-3 shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={titleId} className="text-lg font-bold text-charcoal-900">
          {category.name}
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-charcoal-600">{category.description}</p>
        <p className="mt-3 text-sm font-medium text-charcoal-700">
          {t('categories.card.meals', { count: category.mealCount })}
          <span className="text-charcoal-500">
            {' · '}
            {t('categories.card.onMenu', { count: category.activeMealCount })}
          </span>
        </p>
        <div className="mt-auto pt-4">
          <div className="flex items-center justify-between gap-3 border-t border-charcoal-100 pt-3">
            <StatusSwitch
              checked={category.isActive}
              disabled={toggling}
              onChange={onToggle}
              label={t('status.switchLabel', { name: category.name })}
            />
            <CardActions name={category.name} {...actions} />
          </div>
        </div>
      </div>
    </li>
  );
}
