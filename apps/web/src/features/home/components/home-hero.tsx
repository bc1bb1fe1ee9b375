import { ArrowRight, Banknote, Clock, Flame, MapPin, Star, Truck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { useDeliveryPromise } from '@/features/ordering-status/index.ts';
import { useDeliveryTimeWords, useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { HeroBurgerArt } from './hero-burger-art.tsx';
import { HeroSearch } from './hero-search.tsx';

/** Static marketing figures (docs/product-rules.md#public-chrome). */
const AVERAGE_RATING = 4.8;
const HAPPY_GUESTS_THOUSANDS = 50;

const PROMISES = [
  { Icon: Truck, id: 'delivery' },
  { Icon: Banknote, id: 'cashOnDelivery' },
  { Icon: Star, id: 'rating' },
] as const;

const floatingCard =
  'absolute flex items-center gap-3 rounded-2xl bg-white/95 px-4 py-3 text-charcoal-900 shadow-xl shadow-charcoal-950/30 backdrop-blur';

/** The front door: what we cook, a search straight into the menu, and the way to order. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const { number } = useFormat();
  const deliveryTime = useDeliveryTimeWords();
  const rating = number(AVERAGE_RATING);
  const delivery = useDeliveryPromise();
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden bg-charcoal-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_90%_at_85%_45%,var(--color-flame-700)_0%,transparent_60%),radial-gradient(ellipse_60%_80%_at_0%_100%,var(--color-flame-950)_0%,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:radial-gradient(var(--color-cream-100)_1px,transparent_1px)] [background-size:18px_18px] opacity-[0.06]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 py-12 sm:py-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:px-8 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-flame-200 uppercase ring-1 ring-white/15">
            <Flame className="size-3.5" aria-hidden="true" />
            {t('hero.kicker')}
          </p>
          <h1
            id="home-title"
            className="mt-5 font-display-tight text-[2.6rem] text-white sm:text-7xl lg:text-[5.5rem]"
          >
            {t('hero.titleStart')}
            <span className="block text-flame-400">{t('hero.titleEnd')}</span>
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-charcoal-200 sm:text-lg">
            {t('hero.lead')}
          </p>
          <div className="mt-8">
            <HeroSearch />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/meals" size="lg" className="w-full sm:w-auto">
              {t('hero.orderNow')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink
              to="/restaurants"
              size="lg"
              variant="dark"
              className="w-full ring-1 ring-white/25 sm:w-auto"
            >
              <MapPin className="size-5" aria-hidden="true" />
              {t('hero.findRestaurant')}
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-charcoal-200">
            {PROMISES.map(({ Icon, id }) => (
              <li key={id} className="inline-flex items-center gap-2">
                <Icon className="size-4 text-flame-400" aria-hidden="true" />
                {t(`hero.promises.${id === 'delivery' ? delivery : id}`, { rating })}
              </li>
            ))}
          </ul>
        </div>

        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md lg:block">
          <div className="absolute inset-6 rounded-full bg-flame-500/25 blur-3xl" />
          <div className="relative aspect-square rounded-full bg-[radial-gradient(circle_at_50%_40%,var(--color-flame-500),var(--color-flame-800)_70%)] p-10 shadow-2xl shadow-flame-950/60 ring-8 ring-white/5">
            <HeroBurgerArt className="size-full drop-shadow-2xl" />
          </div>
          <div className={cn(floatingCard, 'top-6 -left-6')}>
            <span className="flex size-10 items-center justify-center rounded-xl bg-flame-100 text-flame-700">
              <Clock className="size-5" />
            </span>
            <span>
              <span className="block text-sm font-bold">
                {t('hero.deliveryTime', { estimate: deliveryTime() })}
              </span>
              <span className="block text-xs text-charcoal-600">{t('hero.hotToYourDoor')}</span>
            </span>
          </div>
          <div className={cn(floatingCard, '-right-4 bottom-10')}>
            <span className="flex size-10 items-center justify-center rounded-xl bg-mustard-400/25 text-charcoal-900">
              <Star className="size-5 fill-mustard-500 text-mustard-500" />
            </span>
            <span>
              <span className="block text-sm font-bold">
                {t('hero.ratingOutOf', { rating, max: number(5) })}
              </span>
              <span className="block text-xs text-charcoal-600">
                {t('hero.happyGuests', { thousands: number(HAPPY_GUESTS_THOUSANDS) })}
              </span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
