import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { ShopListPage } from '@/components/ui/shop-list-page.tsx';
import { MealDetailHost, useMealDetailParam, useMealsById } from '@/features/menu/index.ts';
import { useWishlistStore } from '@/features/wishlist/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { WishlistCard } from './wishlist-card.tsx';

function SavedMeals() {
  const { t } = useTranslation('wishlist');
  const items = useWishlistStore((state) => state.items);
  const statuses = useMealsById(items.map((item) => item.id));
  const { open: openDetails } = useMealDetailParam();

  return (
    <section aria-labelledby="wishlist-items-title">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id="wishlist-items-title" className="text-lg font-bold text-charcoal-900">
          {t('saved', { count: items.length })}
        </h2>
        <Link
          to="/meals"
          className="text-sm font-semibold text-charcoal-700 underline-offset-4 transition hover:text-flame-700 hover:underline"
        >
          {t('keepBrowsing')}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {items.map((item) => (
          <li key={item.id} className="animate-fade-in">
            <WishlistCard item={item} status={statuses.get(item.id)} onViewDetails={openDetails} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /wishlist: the meals saved for later, each one tap from the cart. */
export function WishlistPage() {
  const empty = useWishlistStore((state) => state.items.length === 0);
  return (
    <>
      <ShopListPage namespace="wishlist" icon={Heart} titleId="wishlist-title" empty={empty}>
        <SavedMeals />
      </ShopListPage>
      <MealDetailHost />
    </>
  );
}
