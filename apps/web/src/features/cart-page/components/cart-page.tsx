import { BadgeInfo, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { ListAndSummarySkeleton } from '@/components/ui/list-and-summary-skeleton.tsx';
import { ShopListPage } from '@/components/ui/shop-list-page.tsx';
import {
  cartLineKey,
  selectCartCount,
  selectCartTotalPaisa,
  selectHasPriceChanges,
  useCartStore,
} from '@/features/cart/index.ts';
import { MealDetailHost, useMealDetailParam } from '@/features/menu/index.ts';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { useCartMenuCheck } from '../hooks/use-cart-menu-check.ts';
import { CartItemRow } from './cart-item-row.tsx';
import { ClearCartDialog } from './clear-cart-dialog.tsx';
import { KitchenPromise } from './kitchen-promise.tsx';
import { OrderSummary } from './order-summary.tsx';

function PriceChangeNotice() {
  const { t } = useTranslation('cart');
  const acknowledge = useCartStore((state) => state.acknowledgePriceChanges);
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-3xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
    >
      <BadgeInfo className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
      <p className="flex-1 text-sm">
        <Trans
          t={t}
          i18nKey="priceChange.message"
          components={[<strong key="changed" className="font-bold" />]}
        />
      </p>
      <button
        type="button"
        onClick={acknowledge}
        className={buttonClasses('secondary', 'sm', 'self-start sm:self-auto')}
      >
        {t('priceChange.ok')}
      </button>
    </div>
  );
}

function CartContents() {
  const { t } = useTranslation('cart');
  const items = useCartStore((state) => state.items);
  const itemCount = useCartStore(selectCartCount);
  const subtotalPaisa = useCartStore(selectCartTotalPaisa);
  const priceChanged = useCartStore(selectHasPriceChanges);
  const clear = useCartStore((state) => state.clear);
  const { checks, blocked } = useCartMenuCheck(items);
  const { open: openDetails } = useMealDetailParam();
  const [confirmingClear, setConfirmingClear] = useState(false);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-10">
      <section aria-labelledby="cart-items-title" className="min-w-0">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="cart-items-title" className="text-lg font-bold text-charcoal-900">
            {t('contents.meals', { count: items.length })}
            {itemCount !== items.length && (
              <span className="font-medium text-charcoal-500">
                {' · '}
                {t('contents.units', { count: itemCount })}
              </span>
            )}
          </h2>
          <button
            type="button"
            onClick={() => setConfirmingClear(true)}
            className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-charcoal-700 transition hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('contents.clear')}
          </button>
        </div>
        {priceChanged && <PriceChangeNotice />}
        <ul className="space-y-3 sm:space-y-4">
          {items.map((item) => (
            <CartItemRow
              key={cartLineKey(item)}
              item={item}
              check={checks.get(cartLineKey(item))}
              onViewDetails={openDetails}
            />
          ))}
        </ul>
      </section>

      <OrderSummary itemCount={itemCount} subtotalPaisa={subtotalPaisa} blocked={blocked} />

      <ClearCartDialog
        open={confirmingClear}
        itemCount={itemCount}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          clear();
          toast.success(t('contents.cleared'));
        }}
      />
    </div>
  );
}

/** /cart as the server sends it: the page, with placeholders where the customer's items go. */
export function CartPageShell() {
  return (
    <ShopListPage
      namespace="cart"
      icon={ShoppingBag}
      titleId="cart-title"
      empty={false}
      footer={<KitchenPromise />}
    >
      <ListAndSummarySkeleton />
    </ShopListPage>
  );
}

/** /cart: the items with − / +, remove and clear, the order summary and our kitchen promise. */
export function CartPage() {
  const empty = useCartStore((state) => state.items.length === 0);
  return (
    <>
      <ShopListPage
        namespace="cart"
        icon={ShoppingBag}
        titleId="cart-title"
        empty={empty}
        footer={<KitchenPromise />}
      >
        <CartContents />
      </ShopListPage>
      <MealDetailHost />
    </>
  );
}

/** The page and the shell the server renders in its place (app/router.tsx). */
export const cartSessionPage = { Component: CartPage, Shell: CartPageShell };
