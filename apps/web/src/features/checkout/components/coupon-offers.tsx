import { TicketPercent } from 'lucide-react';
import { useActiveEvents } from '@/features/events/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/**
 * The codes of the events running now, under the coupon box: a tap puts the code in and applies
 * it. Here instead of the event popup, which stays off the checkout (popup-visit.ts).
 */
export function CouponOffers({
  onPick,
  disabled,
}: {
  onPick: (code: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const events = useActiveEvents().data?.events ?? [];
  const offers = events.flatMap((event) =>
    event.coupon_code ? [{ id: event.id, code: event.coupon_code, title: event.title }] : [],
  );
  if (offers.length === 0) return null;
  return (
    <div className="mt-4">
      <p id="coupon-offers-title" className="text-sm font-semibold text-charcoal-700">
        {t('coupon.offers')}
      </p>
      <ul aria-labelledby="coupon-offers-title" className="mt-2 flex flex-wrap gap-2">
        {offers.map((offer) => (
          <li key={offer.id} className="min-w-0 max-w-full">
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(offer.code)}
              className="flex max-w-full min-h-11 items-center gap-2 rounded-2xl border border-dashed border-flame-400 bg-flame-50 px-3.5 py-2 text-left text-sm text-charcoal-800 transition hover:border-flame-500 hover:bg-flame-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500 disabled:opacity-55"
            >
              <TicketPercent className="size-4 shrink-0 text-flame-700" aria-hidden="true" />
              <span className="shrink-0 font-mono font-bold tracking-wider text-flame-800">
                {offer.code}
              </span>
              <span className="min-w-0">{offer.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
