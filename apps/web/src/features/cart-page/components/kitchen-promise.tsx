import { Banknote, ChefHat, Flame, Leaf, ShieldCheck, Truck } from 'lucide-react';
import { useDeliveryCost } from '@/features/ordering-status/index.ts';
import { Trans, useDeliveryTimeWords, useTranslation } from '@/i18n/index.ts';

/** The trust badges; their words are the catalog's (cart:kitchen.badge.<id>). */
const BADGES = [
  { id: 'fresh', Icon: Leaf },
  { id: 'hygiene', Icon: ShieldCheck },
  { id: 'cash', Icon: Banknote },
  { id: 'delivery', Icon: Truck },
] as const;

/**
 * The cart's "from our kitchen" poster and trust badges: marketing, but the delivery badge
 * promises free delivery only while no area charges a fee.
 */
export function KitchenPromise() {
  const { t } = useTranslation('cart');
  const deliveryTime = useDeliveryTimeWords();
  const delivery = useDeliveryCost() === 'free' ? 'delivery' : 'deliveryByArea';
  return (
    <section
      aria-labelledby="kitchen-title"
      className="mt-12 grid gap-5 lg:mt-16 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-8"
    >
      <div className="relative isolate flex min-h-64 flex-col justify-end overflow-hidden rounded-3xl bg-charcoal-950 p-6 text-white shadow-card sm:min-h-80 sm:p-8">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_80%_at_75%_25%,var(--color-flame-600)_0%,transparent_60%),radial-gradient(ellipse_60%_70%_at_10%_100%,var(--color-flame-900)_0%,transparent_65%)]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 [background-image:radial-gradient(var(--color-cream-100)_1px,transparent_1px)] [background-size:18px_18px] opacity-[0.08]"
        />
        <div
          aria-hidden="true"
          className="relative mb-8 flex size-24 items-center justify-center self-end rounded-full bg-white/10 ring-1 ring-white/15 backdrop-blur-sm sm:absolute sm:top-8 sm:right-8 sm:mb-0 sm:size-36"
        >
          <ChefHat className="size-12 text-cream-100 sm:size-18" strokeWidth={1.25} />
          <span className="absolute -bottom-1 -left-1 flex size-11 items-center justify-center rounded-full bg-flame-600 shadow-lg shadow-flame-900/40 sm:size-13">
            <Flame className="size-5 sm:size-6" aria-hidden="true" />
          </span>
        </div>
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-flame-200 uppercase ring-1 ring-white/15">
          {t('kitchen.kicker')}
        </p>
        <h2 id="kitchen-title" className="mt-3 max-w-md font-display-tight text-4xl sm:text-5xl">
          <Trans
            t={t}
            i18nKey="kitchen.title"
            components={[<span key="fresh" className="text-flame-400" />]}
          />
        </h2>
        <p className="mt-3 max-w-md text-sm leading-relaxed text-charcoal-200 sm:text-base">
          {t('kitchen.text')}
        </p>
      </div>

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
        {BADGES.map(({ id, Icon }) => (
          <li
            key={id}
            className="flex gap-4 rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:flex-col sm:gap-3"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-flame-50 text-flame-700 ring-1 ring-flame-100">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-bold text-charcoal-900">
                {t(`kitchen.badge.${id === 'delivery' ? delivery : id}.title`)}
              </span>
              <span className="mt-1 block text-sm leading-relaxed text-charcoal-600">
                {id === 'delivery'
                  ? t(`kitchen.badge.${delivery}.text`, { estimate: deliveryTime() })
                  : t(`kitchen.badge.${id}.text`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
