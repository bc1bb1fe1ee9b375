import { SITE } from '@shop/shared';
import { Clock3, Headset, MessageCircle, Phone, Star, Truck, Users } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { useDeliveryTimeWords, useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** Static marketing figures, not data (docs/product-rules.md#public-chrome). */
const FIGURES = { customersThousands: 50, rating: 4.8, openDays: 7 };

const STATS = [
  { Icon: Truck, id: 'delivery' },
  { Icon: Users, id: 'customers' },
  { Icon: Star, id: 'rating' },
  { Icon: Clock3, id: 'open' },
] as const;

/**
 * Help from real people: chat opens the contact page (its form reaches the same team) and call
 * dials the Thamel restaurant.
 */
export function SupportSection() {
  const { t } = useTranslation('home');
  const { number, language } = useFormat();
  const deliveryTime = useDeliveryTimeWords();
  const values = {
    delivery: deliveryTime(),
    customers: t('support.stats.customers.value', {
      thousands: number(FIGURES.customersThousands),
    }),
    rating: number(FIGURES.rating),
    open: t('support.stats.open.value', { count: FIGURES.openDays }),
  };
  return (
    <section
      aria-labelledby="support-title"
      className="relative isolate overflow-hidden bg-flame-800 py-16 text-white sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_100%_at_0%_0%,var(--color-flame-700)_0%,transparent_60%),radial-gradient(ellipse_60%_90%_at_100%_100%,var(--color-flame-950)_0%,transparent_65%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <span className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
            <Headset className="size-7" aria-hidden="true" />
          </span>
          <SectionHeading
            id="support-title"
            eyebrow={t('support.eyebrow')}
            title={t('support.title')}
            tone="dark"
          >
            {t('support.lead')}
          </SectionHeading>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink
              to="/contact"
              size="lg"
              variant="dark"
              className="text-center whitespace-normal!"
            >
              <MessageCircle className="size-5" aria-hidden="true" />
              {t('support.chat')}
            </ButtonLink>
            <a
              href={SITE.phone.href}
              className={buttonClasses(
                'secondary',
                'lg',
                'border-transparent text-center whitespace-normal! text-flame-800 hover:border-transparent',
              )}
            >
              <Phone className="size-5" aria-hidden="true" />
              {t('support.call', { phone: SITE.phone.display })}
            </a>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4">
          {STATS.map(({ Icon, id }) => (
            <li
              key={id}
              className="rounded-3xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm sm:p-7"
            >
              <Icon className="size-6 text-flame-100" aria-hidden="true" />
              <strong
                className={cn(
                  'mt-4 block font-display-tight text-white',
                  // Devanagari figures ('५० हजार+', '२५-३५ मिनेट') run wider: one smaller size for
                  // all, each on one line, so the cards stay the same height.
                  language === 'ne'
                    ? 'text-2xl whitespace-nowrap sm:text-5xl lg:text-4xl'
                    : 'text-4xl sm:text-5xl',
                )}
              >
                {values[id]}
              </strong>{' '}
              <span className="mt-1 block text-sm text-flame-50">
                {t(`support.stats.${id}.label`)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
