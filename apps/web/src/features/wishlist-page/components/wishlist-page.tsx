import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { ShopListPage } from '@/components/ui/shop-list-page.tsx';
import { MealDetailHost, useMealDetailParam, useMealsById } from '@/features/menu/index.ts';
import { useWishlistStore } from '@/features/wishlist/index.ts';
import { WishlistCard } from './wishlist-card.tsx';

function SavedMeals() {
  const items = useWishlistStore((state) => state.items);
  const statuses = useMealsById(items.map((item) => item.id));
  const { open: openDetails } = useMealDetailParam();

  return (
    <section aria-labelledby="wishlist-items-title">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id="wishlist-items-title" className="text-lg font-bold text-charcoal-900">
          {items.length} saved {items.length === 1 ? 'meal' : 'meals'}
        </h2>
        <Link
          to="/meals"
          className="text-sm font-semibold text-charcoal-700 underline-offset-4 transition hover:text-flame-700 hover:underline"
        >
          Keep browsing the menu
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
      <ShopListPage
        documentTitle="Your Wishlist — Burger House"
        listName="Wishlist"
        titleId="wishlist-title"
        kicker={{ icon: Heart, text: 'Saved for later' }}
        description="The meals you've hearted, kept on this device. Move them to your cart when the craving hits."
        empty={empty}
        emptyState={{
          title: 'Your wishlist is empty',
          message: 'Tap the heart on any meal to save it here for later.',
          browseLabel: 'Browse the Menu',
        }}
      >
        <SavedMeals />
      </ShopListPage>
      <MealDetailHost />
    </>
  );
}
