import { SITE } from '@shop/shared';
import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SocialLinks } from '@/components/ui/social-links.tsx';
import { useShopHours } from '@/features/ordering-status/index.ts';
import { Trans, useTranslation } from '@/i18n/index.ts';

const linkClasses =
  'rounded font-semibold text-charcoal-900 underline decoration-flame-300 decoration-2 underline-offset-4 transition hover:text-flame-700 hover:decoration-flame-500';

function DetailCard({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-flame-100 text-flame-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 text-sm leading-relaxed text-charcoal-700">
        <h3 className="mb-1 text-base font-bold text-charcoal-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The restaurant's address, phone, email, opening hours and social pages. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  const openingHours = useShopHours();
  return (
    <section aria-labelledby="contact-details-title">
      <h2
        id="contact-details-title"
        className="font-display-tight text-3xl text-charcoal-900 sm:text-4xl"
      >
        <Trans
          t={t}
          i18nKey="details.title"
          components={[<span key="accent" className="text-flame-600" />]}
        />
      </h2>
      <p className="mt-3 text-charcoal-600">{t('details.lead')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <DetailCard Icon={MapPin} title={t('details.visit')}>
          <address className="not-italic">
            {SITE.address.line}
            <br />
            {SITE.address.city}
          </address>
        </DetailCard>
        <DetailCard Icon={Phone} title={t('details.call')}>
          <a href={SITE.phone.href} className={linkClasses}>
            {SITE.phone.display}
          </a>
          <p className="mt-1 text-charcoal-600">{t('details.callNote')}</p>
        </DetailCard>
        <DetailCard Icon={Mail} title={t('details.email')}>
          <a href={`mailto:${SITE.email}`} className={`${linkClasses} break-all`}>
            {SITE.email}
          </a>
        </DetailCard>
        <DetailCard Icon={Clock} title={t('details.hours')}>
          <ul className="space-y-0.5">
            {openingHours.map((row) => (
              <li key={row.key}>
                <span className="font-semibold text-charcoal-900">{row.days}:</span> {row.time}
              </li>
            ))}
          </ul>
        </DetailCard>
      </ul>
      <div className="mt-6 rounded-3xl bg-charcoal-950 p-5 text-white">
        <h3 className="text-sm font-bold tracking-[0.16em] text-flame-300 uppercase">
          {t('details.follow')}
        </h3>
        <SocialLinks
          className="mt-4 flex flex-wrap gap-2"
          linkClassName="flex h-11 items-center gap-2 rounded-full bg-white/5 px-4 text-sm font-semibold text-charcoal-100 ring-1 ring-white/10 transition hover:bg-flame-600 hover:text-white hover:ring-flame-600"
          showLabels
        />
      </div>
    </section>
  );
}
