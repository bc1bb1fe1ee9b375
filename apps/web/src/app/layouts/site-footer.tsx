import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form.tsx';
import { SITE } from '../site.ts';
import { BrandLogo } from './brand-logo.tsx';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from './social-icons.tsx';

const QUICK_LINKS = [
  { label: 'Our Menu', to: '/menu' },
  { label: 'Photo Gallery', to: '/gallery' },
  { label: 'Happy Clients', to: '/clients' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Give Feedback', to: '/feedback' },
  { label: 'My Cart', to: '/cart' },
];

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
];

const SOCIAL_LINKS: Array<{
  label: string;
  href: string;
  Icon: ComponentType<{ className?: string }>;
}> = [
  { label: 'Facebook', href: SITE.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: SITE.social.instagram, Icon: InstagramIcon },
  { label: 'TikTok', href: SITE.social.tiktok, Icon: TiktokIcon },
  { label: 'YouTube', href: SITE.social.youtube, Icon: YoutubeIcon },
];

const headingClasses = 'text-xs font-bold tracking-[0.18em] text-flame-300 uppercase';
const linkClasses = 'rounded text-charcoal-300 transition hover:text-white';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="relative overflow-hidden bg-charcoal-950 text-charcoal-200">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-0 size-96 rounded-full bg-flame-600/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-4">
            <BrandLogo tone="light" />
            <p className="mt-5 max-w-sm text-sm leading-relaxed text-charcoal-300">
              Smash burgers, crispy fried chicken and proper sides, cooked to order in the heart of
              Thamel since day one. Cash on delivery, delivery on us.
            </p>
            <ul className="mt-6 flex gap-2" aria-label="Social media">
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SITE.name} on ${label} (opens in a new tab)`}
                    className="flex size-10 items-center justify-center rounded-full bg-white/5 text-charcoal-200 ring-1 ring-white/10 transition hover:bg-flame-600 hover:text-white hover:ring-flame-600"
                  >
                    <Icon className="size-[18px]" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
            <h2 id="footer-quick-links" className={headingClasses}>
              Quick links
            </h2>
            <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-1">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby="footer-visit" className="lg:col-span-3">
            <h2 id="footer-visit" className={headingClasses}>
              Visit &amp; contact
            </h2>
            <address className="mt-5 space-y-4 text-sm not-italic">
              <p className="flex gap-3">
                <MapPin className="mt-0.5 size-4 shrink-0 text-flame-400" aria-hidden="true" />
                <span>
                  {SITE.address.line}
                  <br />
                  {SITE.address.city}
                </span>
              </p>
              <p className="flex gap-3">
                <Phone className="mt-0.5 size-4 shrink-0 text-flame-400" aria-hidden="true" />
                <a href={SITE.phone.href} className={linkClasses}>
                  {SITE.phone.display}
                </a>
              </p>
              <p className="flex gap-3">
                <Mail className="mt-0.5 size-4 shrink-0 text-flame-400" aria-hidden="true" />
                <a href={`mailto:${SITE.email}`} className={`${linkClasses} break-all`}>
                  {SITE.email}
                </a>
              </p>
              <div className="flex gap-3">
                <Clock className="mt-0.5 size-4 shrink-0 text-flame-400" aria-hidden="true" />
                <dl className="space-y-1">
                  {SITE.hours.map((row) => (
                    <div key={row.days} className="flex flex-wrap gap-x-2">
                      <dt className="font-semibold text-charcoal-100">{row.days}:</dt>
                      <dd>{row.time}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </address>
          </section>

          <section aria-labelledby="footer-newsletter" className="lg:col-span-3">
            <h2 id="footer-newsletter" className={headingClasses}>
              Newsletter
            </h2>
            <p className="mt-5 mb-4 text-sm leading-relaxed text-charcoal-300">
              New burgers, weekend deals and secret codes, straight to your inbox. No spam.
            </p>
            <NewsletterForm />
          </section>
        </div>

        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-charcoal-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {SITE.name}, Kathmandu. Prices in NRS include all taxes.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded transition hover:text-white">
                    {link.label}
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
