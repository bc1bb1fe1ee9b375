import { Clock, Flame, Truck } from 'lucide-react';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { useDeliveryPromise } from '@/features/ordering-status/index.ts';
import { Trans, useTranslation } from '@/i18n/index.ts';

/** Orders are ready this many minutes after they reach the kitchen. */
const READY_IN_MINUTES = 30;

/** The strip at the top of /meals. */
export function MenuHero() {
  const { t } = useTranslation('menu');
  const free = useDeliveryPromise() === 'freeDelivery';
  const promises = [
    {
      key: 'ready',
      Icon: Clock,
      title: t('hero.readyIn', { minutes: READY_IN_MINUTES }),
      text: t('hero.readyInText'),
    },
    {
      key: 'delivery',
      Icon: Truck,
      title: t(free ? 'hero.freeDelivery' : 'hero.delivery'),
      text: t(free ? 'hero.freeDeliveryText' : 'hero.deliveryText'),
    },
  ];
  return (
    <PageHero
      id="menu-title"
      kicker={{ icon: Flame, text: t('hero.kicker') }}
      title={
        <Trans
          t={t}
          i18nKey="hero.title"
          components={[<span key="accent" className="text-flame-400" />]}
        />
      }
      description={t('hero.description')}
      aside={
        <ul className="grid grid-cols-2 gap-3 lg:w-[30rem] lg:shrink-0">
          {promises.map(({ key, Icon, title, text }) => (
            <li
              key={key}
              className="flex min-w-0 items-center gap-2 rounded-2xl bg-white/[0.06] p-2 ring-1 ring-white/10 backdrop-blur-sm sm:gap-3 sm:p-4"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-flame-600 text-white sm:size-10">
                <Icon className="size-4.5 sm:size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-[13px] font-semibold whitespace-nowrap text-white sm:text-sm">
                  {title}
                </span>
                <span className="hidden text-xs text-charcoal-300 sm:block">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
