import { isLowStock, type Meal, toNrs, toPaisa } from '@shop/shared';
import { AlertTriangle, Heart, RotateCcw, ShoppingBag } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { iconButtonClasses } from '@/components/ui/icon-button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Price } from '@/components/ui/price.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import {
  cartLineOf,
  choicesFromIds,
  selectQuantityInCart,
  useCartStore,
} from '@/features/cart/index.ts';
import { selectIsWishlisted, useWishlistStore } from '@/features/wishlist/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { discountPercent } from '@/lib/money.ts';
import { toast } from '@/lib/toast.ts';
import { useBrowserStore } from '@/lib/use-browser-store.ts';
import { holdHoverIntent } from '../hooks/use-hover-intent.ts';
import { useMeal } from '../hooks/use-meal.ts';
import { useMealDetailParam } from '../hooks/use-meal-detail-param.ts';
import { useMenuErrorText } from '../hooks/use-menu-error-text.ts';
import {
  addableQuantity,
  clampQuantity,
  mealImages,
  mealNutrition,
  mealRating,
} from '../meal-detail.ts';
import { groupNeed, initialPicks, unitPriceWith } from '../option-picks.ts';
import { MealImageCarousel } from './meal-image-carousel.tsx';
import { MealOptionGroups } from './meal-option-groups.tsx';

/** Two columns from md up: photos on the left, the header and the rest on the right. */
const layout = {
  grid: 'grid gap-5 md:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-8 md:gap-y-5',
  header: 'pr-10 md:col-start-2 md:row-start-1',
  photos: 'md:col-start-1 md:row-span-2 md:row-start-1 md:self-start',
  body: 'flex flex-col gap-5 md:col-start-2 md:row-start-2',
};

function WishlistToggle({ meal }: { meal: Meal }) {
  const { t } = useTranslation('menu');
  const saved = useBrowserStore(useWishlistStore, selectIsWishlisted(meal.id));
  const toggle = useWishlistStore((state) => state.toggle);
  return (
    <button
      type="button"
      onClick={() => toggle(meal)}
      aria-pressed={saved}
      aria-label={t('meal.saveToWishlist', { name: meal.name })}
      title={t(saved ? 'detail.saved' : 'detail.save')}
      className={iconButtonClasses('lg', saved)}
    >
      <Heart className={cn('size-5', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}

function Nutrition({ meal }: { meal: Meal }) {
  const { t } = useTranslation('menu');
  const { number } = useFormat();
  return (
    <section aria-labelledby={`nutrition-${meal.id}`}>
      <h3
        id={`nutrition-${meal.id}`}
        className="text-xs font-bold tracking-[0.16em] text-charcoal-500 uppercase"
      >
        {t('detail.nutrition')}
      </h3>
      <dl className="mt-2.5 grid grid-cols-4 gap-2">
        {mealNutrition(meal).map((fact) => (
          <div
            key={fact.key}
            className="flex flex-col-reverse items-center rounded-2xl bg-cream-100 px-1 py-2.5 text-center ring-1 ring-charcoal-900/5"
          >
            <dt className="mt-0.5 text-[11px] font-medium text-charcoal-600 sm:text-xs">
              {t(`detail.fact.${fact.key}`)}
            </dt>
            <dd className="text-base font-bold text-charcoal-900 tabular-nums">
              {number(fact.value, { useGrouping: false })}
              <span className="ml-0.5 text-xs font-semibold text-charcoal-500">
                {t(`detail.unit.${fact.unit}`)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function StockNote({ meal }: { meal: Meal }) {
  const { t } = useTranslation('menu');
  if (!meal.available || !isLowStock(meal.quantity)) return null;
  return (
    <p className="rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
      {t('detail.onlyLeft', { left: meal.quantity })}
    </p>
  );
}

function Purchase({ meal, onAdded }: { meal: Meal; onAdded: () => void }) {
  const { t } = useTranslation('menu');
  const { money } = useFormat();
  const inCart = useBrowserStore(useCartStore, selectQuantityInCart(meal.id));
  const add = useCartStore((state) => state.add);
  const [wanted, setWanted] = useState(1);
  const [picks, setPicks] = useState(() => initialPicks(meal.options));
  const [showNeeds, setShowNeeds] = useState(false);
  const max = addableQuantity(meal, inCart);
  const quantity = clampQuantity(wanted, max);
  const discount = discountPercent(meal.price, meal.oldPrice);
  const unitPrice = unitPriceWith(meal.price, meal.options, picks);
  const unanswered = meal.options.some((group) => groupNeed(picks, group) !== null);

  const addToCart = () => {
    if (unanswered) {
      setShowNeeds(true);
      toast.error(t('options.unanswered', { name: meal.name }));
      return;
    }
    add(cartLineOf(meal, choicesFromIds(meal.options, picks)), quantity);
    toast.success(t('meal.addedToCart', { name: meal.name }));
    onAdded();
  };

  let action: ReactNode;
  if (!meal.available) {
    action = (
      <div className="flex gap-3">
        <p className="flex h-12 flex-1 items-center justify-center rounded-full bg-charcoal-100 px-4 text-sm font-semibold text-charcoal-600">
          {t('detail.soldOutForNow')}
        </p>
        <WishlistToggle meal={meal} />
      </div>
    );
  } else if (max === 0) {
    action = (
      <div className="flex gap-3">
        <Link to="/cart" className={buttonClasses('dark', 'lg', 'flex-1')}>
          <ShoppingBag className="size-5" aria-hidden="true" />
          {t('detail.viewCart')}
        </Link>
        <WishlistToggle meal={meal} />
      </div>
    );
  } else {
    action = (
      <>
        <MealOptionGroups
          mealId={meal.id}
          groups={meal.options}
          picks={picks}
          onChange={setPicks}
          showNeeds={showNeeds}
        />
        <div className="flex items-center justify-between gap-3">
          <QuantityStepper
            value={quantity}
            onDecrease={() => setWanted(quantity - 1)}
            onIncrease={() => setWanted(quantity + 1)}
            canDecrease={quantity > 1}
            canIncrease={quantity < max}
            itemName={meal.name}
          />
          <p className="text-right text-sm text-charcoal-600">
            {t('detail.total')}
            <span
              className="block text-base font-bold text-charcoal-900 tabular-nums"
              data-testid="meal-detail-total"
              aria-live="polite"
            >
              {money(toNrs(toPaisa(unitPrice) * quantity))}
            </span>
          </p>
        </div>
        <div className="flex gap-3">
          <Button size="lg" className="flex-1" onClick={addToCart}>
            <ShoppingBag className="size-5" aria-hidden="true" />
            {t('meal.addToCart')}
          </Button>
          <WishlistToggle meal={meal} />
        </div>
      </>
    );
  }

  return (
    // On a phone the purchase comes right after the photo, so Add to Cart needs no scrolling.
    <div className="order-first space-y-4 rounded-3xl bg-cream-50 p-4 ring-1 ring-charcoal-900/5 sm:p-5 md:order-none md:mt-auto">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Price amount={meal.price} oldAmount={meal.oldPrice} size="lg" />
        {discount !== null && meal.available && (
          <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold text-white">
            {t('meal.percentOff', { percent: discount })}
          </span>
        )}
        <span className="ml-auto">
          <StockNote meal={meal} />
        </span>
      </div>
      {action}
      {inCart > 0 && meal.available && (
        <p className="text-xs text-charcoal-600">
          {max === 0
            ? t('detail.allInCart', { left: meal.quantity })
            : t('detail.alreadyInCart', { quantity: inCart })}
        </p>
      )}
    </div>
  );
}

function MealDetails({ meal, onAdded }: { meal: Meal; onAdded: () => void }) {
  const { rating, reviews } = mealRating(meal);
  return (
    <div className={layout.grid}>
      <header className={layout.header}>
        <p className="text-xs font-bold tracking-[0.14em] text-flame-700 uppercase">
          {meal.categoryName}
        </p>
        <h2 className="mt-1.5 text-2xl leading-tight font-bold text-charcoal-900 sm:text-3xl">
          {meal.name}
        </h2>
        <Stars rating={rating} reviews={reviews} className="mt-2" />
      </header>
      <MealImageCarousel
        key={meal.id}
        images={mealImages(meal)}
        name={meal.name}
        soldOut={!meal.available}
        className={layout.photos}
      />
      <div className={layout.body}>
        {meal.description && (
          <p className="leading-relaxed text-charcoal-700">{meal.description}</p>
        )}
        <Nutrition meal={meal} />
        <Purchase meal={meal} onAdded={onAdded} />
      </div>
    </div>
  );
}

function MealDetailsSkeleton() {
  const { t } = useTranslation('menu');
  return (
    <div className={layout.grid} role="status">
      <span className="sr-only">{t('detail.loading')}</span>
      <div className={cn(layout.header, 'space-y-3')}>
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className={cn(layout.photos, 'aspect-[4/3] md:aspect-[4/5]')} />
      <div className={layout.body}>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    </div>
  );
}

interface MealDetailsErrorProps {
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}

function MealDetailsError({ error, onRetry, onClose }: MealDetailsErrorProps) {
  const { t } = useTranslation(['menu', 'common']);
  const errorText = useMenuErrorText();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="flex flex-col items-center px-2 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-charcoal-900">
        {t(notFound ? 'detail.notOnMenu' : 'detail.loadFailed')}
      </h2>
      <p className="mt-2 max-w-sm text-charcoal-600">{errorText(error)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('detail.backToMenu')}
        </Button>
        {!notFound && (
          <Button onClick={onRetry}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('common:tryAgain')}
          </Button>
        )}
      </div>
    </div>
  );
}

interface MealDetailModalProps {
  mealId: number | null;
  onClose: () => void;
}

/** The meal's photos, rating, description, nutrition, price and add-to-cart. */
export function MealDetailModal({ mealId, onClose }: MealDetailModalProps) {
  const { t } = useTranslation('menu');
  const meal = useMeal(mealId);
  let content: ReactNode;
  if (meal.data) content = <MealDetails meal={meal.data} onAdded={onClose} />;
  else if (meal.isError) {
    content = (
      <MealDetailsError error={meal.error} onRetry={() => void meal.refetch()} onClose={onClose} />
    );
  } else content = <MealDetailsSkeleton />;

  return (
    <Modal
      open={mealId !== null}
      onClose={onClose}
      title={meal.data?.name ?? t('detail.title')}
      hideTitle
      className="sm:max-w-2xl md:max-w-3xl lg:max-w-4xl"
    >
      {content}
    </Modal>
  );
}

/**
 * A page that shows meals mounts this once: `?meal=<id>` in the URL opens that meal's details,
 * and closing them lets the mouse rest on a card without popping them open again.
 */
export function MealDetailHost() {
  const { mealId, close } = useMealDetailParam();
  const open = mealId !== null;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) holdHoverIntent();
    wasOpen.current = open;
  }, [open]);
  return <MealDetailModal mealId={mealId} onClose={close} />;
}
