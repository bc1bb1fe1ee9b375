import { toNrs, toPaisa } from '@shop/shared';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { type CartItem, cartLineKey, useCartStore } from '@/features/cart/index.ts';
import { MealPictureButton, MealTitle } from '@/features/menu/index.ts';
import { LineChoices } from '@/features/orders/index.ts';
import { Trans, useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import { cartItemIssueMessage, stockLimit } from '../cart-check.ts';
import type { CartItemCheck } from '../hooks/use-cart-menu-check.ts';

interface CartItemRowProps {
  item: CartItem;
  check: CartItemCheck | undefined;
  onViewDetails: (id: number) => void;
}

/** One line of the cart: picture, name, unit price, quantity − / +, line total and remove. */
export function CartItemRow({ item, check, onViewDetails }: CartItemRowProps) {
  const { t } = useTranslation('cart');
  const { money } = useFormat();
  const announceRemoved = (name: string) => toast.success(t('item.removed', { name }));
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const issue = check?.issue ?? null;
  const stock = stockLimit(check?.status);
  const limit = stock === null ? null : stock - (check?.otherUnits ?? 0);
  const key = cartLineKey(item);
  const unavailable = issue?.kind === 'gone' || issue?.kind === 'sold-out';
  const lineTotal = toNrs(toPaisa(item.price) * item.quantity);
  const viewDetails = () => onViewDetails(item.id);

  const decrease = () => {
    // The clamp rule (docs/product-rules.md#cart): one less than 1 is 0, and 0 leaves the cart.
    setQuantity(key, item.quantity - 1);
    if (item.quantity <= 1) announceRemoved(item.name);
  };

  return (
    <li
      className={cn(
        'flex gap-3 rounded-3xl border bg-white p-3 shadow-card sm:gap-5 sm:p-4',
        issue ? 'border-amber-300' : 'border-charcoal-900/5',
      )}
    >
      <MealPictureButton onViewDetails={viewDetails} className="shrink-0 cursor-pointer self-start">
        <ImageWithFallback
          src={item.image}
          alt=""
          frameClassName="size-20 rounded-2xl sm:size-28"
          className={cn(unavailable && 'grayscale')}
        />
      </MealPictureButton>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <MealTitle
              categoryName={item.categoryName}
              name={item.name}
              look="row"
              onViewDetails={viewDetails}
            />
            <LineChoices choices={item.choices} className="mt-1" />
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm text-charcoal-600">
              <span className="tabular-nums">
                <Trans
                  t={t}
                  i18nKey="item.each"
                  values={{ price: money(item.price) }}
                  components={[<span key="price" className="font-semibold text-charcoal-800" />]}
                />
              </span>
              {item.priceWas !== undefined && (
                <span className="inline-flex items-baseline gap-1.5">
                  <s className="text-charcoal-500 tabular-nums">
                    <span className="sr-only">{t('item.was')} </span>
                    {money(item.priceWas)}
                  </s>
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold text-amber-900">
                    {t(item.price > item.priceWas ? 'item.priceUp' : 'item.priceDown')}
                  </span>
                </span>
              )}
            </p>
          </div>
          <button
            type="button"
            onClick={() => {
              remove(key);
              announceRemoved(item.name);
            }}
            aria-label={t('item.remove', { name: item.name })}
            className="-mt-1 -mr-1 flex size-10 shrink-0 items-center justify-center rounded-full text-charcoal-500 transition hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4.5" aria-hidden="true" />
          </button>
        </div>

        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <QuantityStepper
            size="sm"
            value={item.quantity}
            itemName={item.name}
            onDecrease={decrease}
            onIncrease={() => setQuantity(key, item.quantity + 1)}
            canIncrease={!unavailable && (limit === null || item.quantity < limit)}
          />
          <p className="text-right">
            <span className="sr-only">{t('item.lineTotal')} </span>
            <span className="text-base font-bold text-charcoal-900 tabular-nums sm:text-lg">
              {money(lineTotal)}
            </span>
          </p>
        </div>

        {issue && (
          <p className="mt-3 flex items-start gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {cartItemIssueMessage(issue, item.name, t)}
          </p>
        )}
      </div>
    </li>
  );
}
