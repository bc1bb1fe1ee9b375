import {
  ADMIN_MEALS_PAGE_SIZE,
  type AdminMeal,
  adminMealListQuerySchema,
  adminMealListResponseSchema,
  isLowStock,
} from '@shop/shared';
import { Film, Images, TriangleAlert } from 'lucide-react';
import { Price } from '@/components/ui/price.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { menuStatusFilter, SHOP_MENU_KEY } from '@/features/admin-categories/index.ts';
import {
  adminQueryKeys,
  defineSection,
  RecordCard,
  type RecordCardControls,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

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
  fixedQuery: { limit: ADMIN_MEALS_PAGE_SIZE },
  alsoStale: [adminQueryKeys.section('categories'), SHOP_MENU_KEY],
  from: ['/admin/meals', adminMealListQuerySchema, adminMealListResponseSchema],
});

/** Low stock (5 or fewer: docs/product-rules.md#stock) is flagged; none left, more loudly. */
const STOCK_LOOK = {
  plenty: 'bg-cream-50 ring-charcoal-900/5',
  low: 'bg-amber-50 ring-amber-200',
  out: 'bg-red-50 ring-red-200',
} as const;

/** What the price is now: the new price when there is one, the regular one struck through. */
export function mealPrices(meal: AdminMeal) {
  return meal.newPrice === null
    ? { amount: meal.price, oldAmount: null }
    : { amount: meal.newPrice, oldAmount: meal.price };
}

interface MealCardProps extends RecordCardControls {
  meal: AdminMeal;
}

/** One meal: cover, counts of images and videos, stars, price, stock and sales, actions. */
export function MealCard({ meal, ...card }: MealCardProps) {
  const { t } = useTranslation('admin-menu');
  const { number } = useFormat();
  const stock = meal.quantity === 0 ? 'out' : isLowStock(meal.quantity) ? 'low' : 'plenty';
  return (
    <RecordCard
      {...card}
      id={`meal-${meal.id}`}
      title={meal.name}
      image={meal.images[0]}
      frame="aspect-[4/3]"
      status={meal.isActive ? 'active' : 'inactive'}
      actions={card.actions}
      toggle={{ ...card, label: t('status.switchLabel', { name: meal.name }) }}
      overlay={
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-2.5 rounded-full bg-charcoal-950/75 px-3 py-1 text-xs font-semibold text-white backdrop-blur-sm">
          <span className="inline-flex items-center gap-1">
            <Images className="size-3.5" aria-hidden="true" />
            {t('meals.card.images', { count: meal.images.length })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Film className="size-3.5" aria-hidden="true" />
            {t('meals.card.videos', { count: meal.videos.length })}
          </span>
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
    >
      <Stars rating={meal.rating} reviews={meal.reviews} className="mt-1.5" />
      <Price {...mealPrices(meal)} className="mt-2" />
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div className={cn('rounded-xl px-3 py-2 ring-1', STOCK_LOOK[stock])}>
          <dt className="text-xs text-charcoal-600">{t('meals.card.stock')}</dt>
          <dd className="flex items-center gap-1.5 font-bold text-charcoal-900 tabular-nums">
            {number(meal.quantity)}
            {stock !== 'plenty' && (
              <span
                className={cn(
                  'inline-flex items-center gap-1 text-xs font-semibold whitespace-nowrap',
                  stock === 'out' ? 'text-red-700' : 'text-amber-800',
                )}
              >
                <TriangleAlert className="size-3.5" aria-hidden="true" />
                {stock === 'out' ? t('meals.card.soldOut') : t('meals.card.lowStock')}
              </span>
            )}
          </dd>
        </div>
        <div className="rounded-xl bg-cream-50 px-3 py-2 ring-1 ring-charcoal-900/5">
          <dt className="text-xs text-charcoal-600">{t('meals.card.sold')}</dt>
          <dd className="font-bold text-charcoal-900 tabular-nums">{number(meal.soldQuantity)}</dd>
        </div>
      </dl>
    </RecordCard>
  );
}
