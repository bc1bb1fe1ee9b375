import { Link } from 'react-router';
import { ContactAddress } from '@/components/ui/contact-address.tsx';
import { SocialLinks } from '@/components/ui/social-links.tsx';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form.tsx';
import { SITE } from '@/lib/site.ts';
import { BrandLogo } from './brand-logo.tsx';

const QUICK_LINKS = [
  { label: 'Our Menu', to: '/menu' },
  { label: 'About Us', to: '/about' },
  { label: 'Our Restaurants', to: '/restaurants' },
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
            <SocialLinks
              className="mt-6 flex gap-2"
              linkClassName="flex size-10 items-center justify-center rounded-full bg-white/5 text-charcoal-200 ring-1 ring-white/10 transition hover:bg-flame-600 hover:text-white hover:ring-flame-600"
            />
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
            <ContactAddress place={SITE} tone="dark" className="mt-5 space-y-4" />
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
