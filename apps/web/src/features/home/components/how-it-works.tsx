import {
  ArrowRight,
  Bike,
  ChefHat,
  HandCoins,
  type LucideIcon,
  MapPin,
  ShoppingBag,
  UtensilsCrossed,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { useDeliveryTimeWords, useFormat, useTranslation } from '@/i18n/index.ts';

type StepId = 'browse' | 'cart' | 'address' | 'cook' | 'deliver' | 'pay';

const STEPS: ReadonlyArray<{ Icon: LucideIcon; id: StepId }> = [
  { Icon: UtensilsCrossed, id: 'browse' },
  { Icon: ShoppingBag, id: 'cart' },
  { Icon: MapPin, id: 'address' },
  { Icon: ChefHat, id: 'cook' },
  { Icon: Bike, id: 'deliver' },
  { Icon: HandCoins, id: 'pay' },
];

/** Ordering in six steps, ending at the menu. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  const { number } = useFormat();
  const deliveryWindow = { estimate: useDeliveryTimeWords()() };
  return (
    <section aria-labelledby="how-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-6 lg:px-8">
        <SectionHeading
          id="how-title"
          eyebrow={t('how.eyebrow')}
          title={t('how.title')}
          align="center"
        >
          {t('how.lead')}
        </SectionHeading>
        <ol className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {STEPS.map(({ Icon, id }, index) => (
            <li
              key={id}
              className="relative flex gap-4 overflow-hidden rounded-3xl bg-cream-100 p-5 ring-1 ring-charcoal-900/5 sm:block sm:p-7"
            >
              <span
                aria-hidden="true"
                className="absolute -top-3 right-4 font-display-tight text-7xl text-flame-100 sm:text-8xl"
              >
                {number(index + 1)}
              </span>
              <span className="relative flex size-12 shrink-0 items-center justify-center rounded-2xl bg-charcoal-900 text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div className="relative min-w-0 pr-6 sm:pr-0">
                <h3 className="text-lg font-bold text-charcoal-900 sm:mt-5">
                  <span className="sr-only">{t('how.step', { number: number(index + 1) })}</span>
                  {t(`how.steps.${id}.title`)}
                </h3>
                <p className="mt-1.5 text-sm leading-relaxed text-charcoal-600 sm:mt-2">
                  {t(`how.steps.${id}.text`, deliveryWindow)}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/menu" size="lg">
            {t('how.explore')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
