import {
  ADMIN_MEALS_PAGE_SIZE,
  type AdminMeal,
  adminMealListQuerySchema,
  adminMealListResponseSchema,
  adminMealResponseSchema,
  isLowStock,
} from '@shop/shared';
import { Film, Images } from 'lucide-react';
import { Price } from '@/components/ui/price.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { menuStatusFilter, SHOP_MENU_KEY } from '@/features/admin-categories/index.ts';
import {
  adminApi,
  adminQueryKeys,
  defineSection,
  RecordCard,
  type SectionCardProps,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** GET /api/admin/meals: every meal, off-menu ones too, newest first, a page at a time. */
export const mealsSection = defineSection({
  words: ['admin-menu', 'meals'],
  nameOf: (meal) => meal.name,
  filters: [
    { kind: 'search', key: 'search' },
    { kind: 'select', key: 'category' },
    menuStatusFilter,
  ],
  deletePath: (meal) => `/admin/meals/${meal.id}`,
  deleteFailure: 'dialog',
  deleteNote: () => true,
  toggle: ({ id }, available) =>
    adminApi.put(`/admin/meals/${id}/toggle-status`, { available }, adminMealResponseSchema),
  fixedQuery: { limit: ADMIN_MEALS_PAGE_SIZE },
  alsoStale: [adminQueryKeys.section('categories'), SHOP_MENU_KEY],
  from: ['/admin/meals', adminMealListQuerySchema, adminMealListResponseSchema],
});

/** What the price is now: the new price when there is one, the regular one struck through. */
export function mealPrices(meal: AdminMeal) {
  return meal.newPrice === null
    ? { amount: meal.price, oldAmount: null }
    : { amount: meal.newPrice, oldAmount: meal.price };
}

/**
 * One meal: cover, counts of images and videos, stars, price, stock (low stock, 5 or fewer:
 * docs/product-rules.md#stock, flagged; none left, more loudly) and sales, actions.
 */
export function MealCard({ record: meal, ...controls }: SectionCardProps<AdminMeal>) {
  const { t } = useTranslation('admin-menu');
  const { number } = useFormat();
  const files = [
    [Images, t('meals.card.images', { count: meal.images.length })],
    [Film, t('meals.card.videos', { count: meal.videos.length })],
  ] as const;
  const low = meal.quantity === 0 ? 'red' : isLowStock(meal.quantity) && 'amber';
  return (
    <RecordCard
      {...controls}
      title={meal.name}
      image={meal.images[0] ?? null}
      frame="aspect-[4/3]"
      status={meal.isActive ? 'active' : 'inactive'}
      switchLabel={t('status.switchLabel', { name: meal.name })}
      overlay={
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-2.5 rounded-full bg-charcoal-950/75 px-3 py-1 text-xs font-semibold text-white backdrop-blur-sm">
          {files.map(([Icon, text]) => (
            <span key={text} className="inline-flex items-center gap-1">
              <Icon className="size-3.5" aria-hidden="true" />
              {text}
            </span>
          ))}
        </span>
      }
      kicker={
        <p className="mb-1 text-xs font-semibold tracking-wide text-flame-700 uppercase">
          {meal.categoryName}
          {!meal.categoryIsActive && (
            <span className="ml-2 font-medium text-charcoal-500 normal-case">
              ({t('meals.card.categoryHidden')})
            </span>
          )}
        </p>
      }
      lead={
        <>
          <Stars rating={meal.rating} reviews={meal.reviews} className="mt-1.5" />
          <Price {...mealPrices(meal)} className="mt-2" />
        </>
      }
      facts={[
        {
          label: t('meals.card.stock'),
          value: number(meal.quantity),
          warning: low
            ? { tone: low, text: t(low === 'red' ? 'meals.card.soldOut' : 'meals.card.lowStock') }
            : undefined,
        },
        { label: t('meals.card.sold'), value: number(meal.soldQuantity) },
      ]}
    />
  );
}
