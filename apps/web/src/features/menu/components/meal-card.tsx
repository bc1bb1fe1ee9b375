import type { Meal } from '@shop/shared';
import { Eye, Heart, ShoppingBag, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Price } from '@/components/ui/price.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { selectQuantityInCart, useCartStore } from '@/features/cart/index.ts';
import { selectIsWishlisted, useWishlistStore } from '@/features/wishlist/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { discountPercent } from '@/lib/money.ts';
import { toast } from '@/lib/toast.ts';
import { useBrowserStore } from '@/lib/use-browser-store.ts';
import { useHoverIntent } from '../hooks/use-hover-intent.ts';
import { menuPath } from '../meal-address.ts';
import { addableQuantity } from '../meal-detail.ts';
import type { MealsView } from '../meal-filters.ts';
import { MealTitle } from './meal-title.tsx';

interface MealCardProps {
  meal: Meal;
  view: MealsView;
  /** The first cards are above the fold: load their images at once. */
  priority?: boolean;
  /**
   * Opens the meal's details: on a click of the picture or the name, Enter on the picture, or
   * a mouse resting on the card for 800 ms. Without it the card shows no details.
   */
  onViewDetails?: (meal: Meal) => void;
}

function WishlistButton({ meal }: { meal: Meal }) {
  const { t } = useTranslation('menu');
  const saved = useBrowserStore(useWishlistStore, selectIsWishlisted(meal.id));
  const toggle = useWishlistStore((state) => state.toggle);
  const onClick = () => {
    const added = toggle(meal);
    toast.success(t(added ? 'meal.wishlistAdded' : 'meal.wishlistRemoved', { name: meal.name }));
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={t('meal.saveToWishlist', { name: meal.name })}
      className={cn(
        'absolute top-3 right-3 z-10 flex size-10 items-center justify-center rounded-full bg-white/95 shadow-md shadow-charcoal-900/10 backdrop-blur transition hover:scale-110 active:scale-95',
        saved ? 'text-flame-600' : 'text-charcoal-600 hover:text-flame-600',
      )}
    >
      <Heart className={cn('size-5', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}

interface AddToCartButtonProps {
  meal: Meal;
  className?: string;
  /** Opens the meal's details, where a meal with options is chosen. */
  onViewDetails: (() => void) | undefined;
}

function AddToCartButton({ meal, className, onViewDetails }: AddToCartButtonProps) {
  const { t } = useTranslation('menu');
  const add = useCartStore((state) => state.add);
  const inCart = useBrowserStore(useCartStore, selectQuantityInCart(meal.id));
  if (!meal.available) {
    return (
      <Button
        variant="secondary"
        disabled
        className={className}
        aria-label={t('meal.soldOutOf', { name: meal.name })}
      >
        {t('meal.soldOut')}
      </Button>
    );
  }
  if (meal.options.length > 0) {
    // Its choices are made in its details (docs/product-rules.md#meal-options).
    const content = (
      <>
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('options.choose')}
      </>
    );
    const label = t('options.chooseOf', { name: meal.name });
    return onViewDetails ? (
      <Button className={className} aria-label={label} onClick={onViewDetails}>
        {content}
      </Button>
    ) : (
      <Link
        to={menuPath(meal.id)}
        className={buttonClasses('primary', 'md', className)}
        aria-label={label}
      >
        {content}
      </Link>
    );
  }
  return (
    <Button
      className={className}
      aria-label={t('meal.addToCartOf', { name: meal.name })}
      onClick={() => {
        if (addableQuantity(meal, inCart) === 0) {
          toast.error(t('meal.allInCart', { name: meal.name, left: meal.quantity }));
          return;
        }
        add(meal);
        toast.success(t('meal.addedToCart', { name: meal.name }));
      }}
    >
      <ShoppingBag className="size-4" aria-hidden="true" />
      {t('meal.addToCart')}
    </Button>
  );
}

/** "Sold out", or the saving against the old price, over a meal's picture. */
export function MealBadges({ meal }: { meal: Pick<Meal, 'available' | 'price' | 'oldPrice'> }) {
  const { t } = useTranslation('menu');
  const discount = discountPercent(meal.price, meal.oldPrice);
  if (!meal.available) {
    return (
      <span className="absolute top-3 left-3 z-10 rounded-full bg-charcoal-900 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
        {t('meal.soldOut')}
      </span>
    );
  }
  if (discount === null) return null;
  return (
    <span className="absolute top-3 left-3 z-10 rounded-full bg-red-600 px-3 py-1 text-xs font-bold text-white shadow-md shadow-red-900/20">
      {t('meal.percentOff', { percent: discount })}
    </span>
  );
}

/** One meal in the grid or the list: picture, name, rating, price, wishlist and add to cart. */
export function MealCard({ meal, view, priority = false, onViewDetails }: MealCardProps) {
  const { t } = useTranslation('menu');
  const list = view === 'list';
  const viewDetails = onViewDetails ? () => onViewDetails(meal) : undefined;
  const hoverIntent = useHoverIntent(viewDetails);
  const image = (
    <ImageWithFallback
      src={meal.image}
      alt={meal.name}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      frameClassName={cn(
        'aspect-[16/10] sm:aspect-[4/3]',
        list && 'sm:aspect-auto sm:h-full sm:min-h-48',
      )}
      className={cn(
        'transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100',
        !meal.available && 'grayscale',
      )}
    />
  );
  return (
    <article
      {...hoverIntent}
      className={cn(
        'group relative flex overflow-hidden rounded-3xl border border-charcoal-900/5 bg-white shadow-card transition duration-300 hover:-translate-y-0.5 hover:shadow-card-hover motion-reduce:hover:translate-y-0',
        list ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div className={cn('relative shrink-0', list && 'sm:w-64 lg:w-72')}>
        {viewDetails ? (
          <button
            type="button"
            onClick={viewDetails}
            aria-label={t('meal.viewDetailsOf', { name: meal.name })}
            aria-haspopup="dialog"
            className="group/details block size-full cursor-pointer focus-visible:-outline-offset-4"
          >
            {image}
            <span
              aria-hidden="true"
              className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 translate-y-1 items-center gap-1.5 rounded-full bg-charcoal-950/80 px-3.5 py-1.5 text-xs font-semibold whitespace-nowrap text-white opacity-0 shadow-lg backdrop-blur transition group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible/details:translate-y-0 group-focus-visible/details:opacity-100"
            >
              <Eye className="size-3.5" aria-hidden="true" />
              {t('meal.viewDetails')}
            </span>
          </button>
        ) : (
          image
        )}
        <MealBadges meal={meal} />
        <WishlistButton meal={meal} />
      </div>

      <div className={cn('flex flex-1 flex-col p-5', list && 'sm:p-6')}>
        {/* The picture is the keyboard's way in; the name is one more target for a click. */}
        <MealTitle
          categoryName={meal.categoryName}
          name={meal.name}
          look={view}
          onViewDetails={viewDetails}
          nameInTabOrder={false}
        />
        <Stars rating={meal.rating} reviews={meal.reviews} className="mt-2" />
        {list && (
          <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-charcoal-600">
            {meal.description}
          </p>
        )}
        <div
          className={cn(
            'mt-auto flex gap-3 pt-5',
            list ? 'flex-wrap items-center justify-between' : 'flex-col',
          )}
        >
          <Price amount={meal.price} oldAmount={meal.oldPrice} />
          <AddToCartButton
            meal={meal}
            className={list ? '' : 'w-full'}
            onViewDetails={viewDetails}
          />
        </div>
      </div>
    </article>
  );
}

export function MealCardSkeleton({ view }: { view: MealsView }) {
  const list = view === 'list';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex overflow-hidden rounded-3xl border border-charcoal-900/5 bg-white shadow-card',
        list ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div
        className={cn(
          'aspect-[16/10] bg-cream-200 motion-safe:animate-pulse sm:aspect-[4/3]',
          list && 'sm:aspect-auto sm:min-h-48 sm:w-64 lg:w-72',
        )}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-3 w-20 rounded bg-charcoal-200/60 motion-safe:animate-pulse" />
        <div className="h-5 w-3/4 rounded bg-charcoal-200/60 motion-safe:animate-pulse" />
        <div className="h-4 w-28 rounded bg-charcoal-200/60 motion-safe:animate-pulse" />
        <div className="mt-4 h-6 w-32 rounded bg-charcoal-200/60 motion-safe:animate-pulse" />
        <div className="h-11 w-full rounded-full bg-charcoal-200/60 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
