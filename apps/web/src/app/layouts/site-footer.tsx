import { SITE } from '@shop/shared';
import { Link } from 'react-router';
import { ContactAddress } from '@/components/ui/contact-address.tsx';
import { SocialLinks } from '@/components/ui/social-links.tsx';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form.tsx';
import { useShopHours } from '@/features/ordering-status/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { BrandLogo } from './brand-logo.tsx';

/** Each link's words are `layout:footer.links.<id>`. */
const QUICK_LINKS = [
  { id: 'menu', to: '/menu' },
  { id: 'about', to: '/about' },
  { id: 'restaurants', to: '/restaurants' },
  { id: 'gallery', to: '/gallery' },
  { id: 'clients', to: '/clients' },
  { id: 'contact', to: '/contact' },
  { id: 'feedback', to: '/feedback' },
  { id: 'cart', to: '/cart' },
] as const;

const LEGAL_LINKS = [
  { id: 'privacy', to: '/privacy' },
  { id: 'terms', to: '/terms' },
  { id: 'cookies', to: '/cookies' },
] as const;

const headingClasses = 'text-xs font-bold tracking-[0.18em] text-flame-300 uppercase';
const linkClasses = 'rounded text-charcoal-300 transition hover:text-white';

export function SiteFooter() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  const hours = useShopHours();
  return (
    <footer className="relative overflow-hidden bg-charcoal-950 text-charcoal-200">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-0 size-96 rounded-full bg-flame-600/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-6 pt-16 pb-8 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-4">
            <BrandLogo tone="light" />
            <p className="mt-5 max-w-sm text-sm leading-relaxed text-charcoal-300">
              {t('footer.about')}
            </p>
            <SocialLinks
              className="mt-6 flex gap-2"
              linkClassName="flex size-10 items-center justify-center rounded-full bg-white/5 text-charcoal-200 ring-1 ring-white/10 transition hover:bg-flame-600 hover:text-white hover:ring-flame-600"
            />
          </div>

          <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
            <h2 id="footer-quick-links" className={headingClasses}>
              {t('footer.quickLinks')}
            </h2>
            <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-1">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {t(`footer.links.${link.id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby="footer-visit" className="lg:col-span-3">
            <h2 id="footer-visit" className={headingClasses}>
              {t('footer.visit')}
            </h2>
            <ContactAddress place={SITE} hours={hours} tone="dark" className="mt-5 space-y-4" />
          </section>

          <section aria-labelledby="footer-newsletter" className="lg:col-span-3">
            <h2 id="footer-newsletter" className={headingClasses}>
              {t('footer.newsletter')}
            </h2>
            <p className="mt-5 mb-4 text-sm leading-relaxed text-charcoal-300">
              {t('footer.newsletterPitch')}
            </p>
            <NewsletterForm />
          </section>
        </div>

        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-charcoal-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year, name: SITE.name })}</p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded transition hover:text-white">
                    {t(`footer.links.${link.id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
