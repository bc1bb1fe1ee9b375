import type { Meal } from '@shop/shared';
import { HeartOff, ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { iconButtonClasses } from '@/components/ui/icon-button.tsx';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Price } from '@/components/ui/price.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { useCartStore } from '@/features/cart/index.ts';
import {
  MealBadges,
  MealPictureButton,
  MealTitle,
  type MenuMealStatus,
} from '@/features/menu/index.ts';
import { useWishlistStore, type WishlistItem } from '@/features/wishlist/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';

interface WishlistCardProps {
  item: WishlistItem;
  /** What the menu says about the meal today, when it has answered. */
  status: MenuMealStatus | undefined;
  onViewDetails: (id: number) => void;
}

/** The saved details, brought up to date by the menu's answer when there is one. */
function currentDetails(item: WishlistItem, status: MenuMealStatus | undefined) {
  const meal: Meal | undefined = status?.state === 'found' ? status.meal : undefined;
  return {
    ...item,
    ...(meal && {
      name: meal.name,
      price: meal.price,
      oldPrice: meal.oldPrice,
      image: meal.image,
      categoryName: meal.categoryName,
      rating: meal.rating,
    }),
    reviews: meal?.reviews,
    available: meal ? meal.available : status?.state !== 'gone',
    gone: status?.state === 'gone',
  };
}

/** A saved meal: picture, name, rating and price, with Move to Cart and Remove. */
export function WishlistCard({ item, status, onViewDetails }: WishlistCardProps) {
  const { t } = useTranslation('wishlist');
  const remove = useWishlistStore((state) => state.remove);
  const addToCart = useCartStore((state) => state.add);
  const meal = currentDetails(item, status);
  const viewDetails = () => onViewDetails(item.id);

  // A meal with options is chosen in its details (docs/product-rules.md#meal-options); while
  // the menu has not said whether it has any, the button waits for it.
  const checking = status?.state === 'loading';
  const hasOptions = status?.state === 'found' && status.meal.options.length > 0;
  const moveToCart = () => {
    if (hasOptions) {
      viewDetails();
      return;
    }
    addToCart(meal);
    remove(item.id);
    toast.success(t('card.moved', { name: meal.name }));
  };

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-charcoal-900/5 bg-white shadow-card transition duration-300 hover:-translate-y-0.5 hover:shadow-card-hover motion-reduce:hover:translate-y-0">
      <div className="relative">
        <MealPictureButton onViewDetails={viewDetails} className="block w-full cursor-pointer">
          <ImageWithFallback
            src={meal.image}
            alt=""
            frameClassName="aspect-[16/10] sm:aspect-[4/3]"
            className={cn(
              'transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100',
              !meal.available && 'grayscale',
            )}
          />
        </MealPictureButton>
        <MealBadges meal={meal} />
      </div>

      <div className="flex flex-1 flex-col p-5">
        <MealTitle
          categoryName={meal.categoryName}
          name={meal.name}
          look="grid"
          onViewDetails={viewDetails}
        />
        <Stars rating={meal.rating} reviews={meal.reviews} className="mt-2" />
        {meal.gone && <p className="mt-3 text-sm font-medium text-amber-900">{t('card.gone')}</p>}
        <div className="mt-auto flex flex-col gap-3 pt-5">
          <Price amount={meal.price} oldAmount={meal.oldPrice} />
          <div className="flex gap-2">
            {meal.available ? (
              <Button
                className="flex-1"
                disabled={checking}
                onClick={moveToCart}
                aria-label={t('card.moveToCartOf', { name: meal.name })}
              >
                <ShoppingBag className="size-4" aria-hidden="true" />
                {t('card.moveToCart')}
              </Button>
            ) : (
              <Button variant="secondary" className="flex-1" disabled>
                {t(meal.gone ? 'card.unavailable' : 'card.soldOut')}
              </Button>
            )}
            <button
              type="button"
              className={iconButtonClasses('md')}
              aria-label={t('card.remove', { name: meal.name })}
              title={t('card.removeTitle')}
              onClick={() => {
                remove(item.id);
                toast.success(t('card.removed', { name: meal.name }));
              }}
            >
              <HeartOff className="size-4.5" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
