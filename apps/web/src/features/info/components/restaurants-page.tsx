import { ExternalLink, Navigation, Phone, Store, Truck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { ContactAddress } from '@/components/ui/contact-address.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { useShopHours } from '@/features/ordering-status/index.ts';
import { Trans, useDeliveryTimeWords, useTranslation } from '@/i18n/index.ts';
import { useOpeningHours } from '@/lib/opening-hours.ts';
import { FOUNDED_YEAR } from '../facts.ts';
import { directionsUrl, OUTLETS, type Outlet } from '../outlets.ts';
import { ACCENT, InfoPageLayout } from './info-page-layout.tsx';
import { MapSketch } from './map-sketch.tsx';

function OutletCard({ outlet }: { outlet: Outlet }) {
  const { t } = useTranslation('info');
  const headingId = `outlet-${outlet.id}`;
  const name = t(`outlets.${outlet.id}.name`);
  const ownHours = useOpeningHours(outlet.hours);
  const shopHours = useShopHours();
  // Thamel is the shop itself: its hours are the ones the owner sets.
  const hours = outlet.id === 'thamel' ? shopHours : ownHours;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-charcoal-900/5"
    >
      <div className="relative aspect-[16/9]">
        <MapSketch style={outlet.map} />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-charcoal-800 shadow-sm">
          {t(`outlets.${outlet.id}.tagline`, { year: FOUNDED_YEAR })}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 id={headingId} className="text-2xl font-bold text-charcoal-900">
          {name}
        </h2>
        <ContactAddress
          place={outlet}
          hours={hours}
          tone="light"
          className="mt-4 space-y-3 text-charcoal-700"
        />
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('restaurants.services')}>
          {outlet.features.map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-cream-100 px-3 py-1 text-xs font-semibold text-charcoal-700 ring-1 ring-charcoal-900/5"
            >
              {t(`services.${feature}`)}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-6">
          <a
            href={outlet.phone.href}
            className={buttonClasses('primary', 'md', 'flex-1')}
            aria-label={t('restaurants.callOutlet', { name })}
          >
            <Phone className="size-4" aria-hidden="true" />
            {t('restaurants.call')}
          </a>
          <a
            href={directionsUrl(outlet)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'md', 'flex-1')}
            aria-label={t('restaurants.directionsTo', { name })}
          >
            <Navigation className="size-4" aria-hidden="true" />
            {t('restaurants.directions')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </div>
      </div>
    </article>
  );
}

/** /restaurants: where to find us, when we are open and how to reach each kitchen. */
export function RestaurantsPage() {
  const { t } = useTranslation('info');
  const deliveryTime = useDeliveryTimeWords();
  return (
    <InfoPageLayout
      documentTitle={t('restaurants.documentTitle')}
      kicker={{ icon: Store, text: t('restaurants.kicker') }}
      title={<Trans t={t} i18nKey="restaurants.title" components={ACCENT} />}
      description={t('restaurants.description')}
    >
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {OUTLETS.map((outlet) => (
          <OutletCard key={outlet.id} outlet={outlet} />
        ))}
      </div>

      <section
        aria-labelledby="delivery-title"
        className="mt-16 grid items-center gap-8 rounded-[2rem] bg-charcoal-950 p-8 text-white sm:p-12 lg:grid-cols-[minmax(0,1fr)_auto]"
      >
        <div>
          <span className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-flame-600">
            <Truck className="size-6" aria-hidden="true" />
          </span>
          <SectionHeading
            id="delivery-title"
            eyebrow={t('restaurants.delivery.eyebrow')}
            title={t('restaurants.delivery.title')}
            tone="dark"
          >
            {t('restaurants.delivery.lead', { estimate: deliveryTime() })}
          </SectionHeading>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/meals" size="lg">
            {t('restaurants.delivery.order')}
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="dark" className="ring-1 ring-white/25">
            {t('restaurants.delivery.book')}
          </ButtonLink>
        </div>
      </section>
    </InfoPageLayout>
  );
}
