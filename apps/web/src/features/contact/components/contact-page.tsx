import { MessageCircle } from 'lucide-react';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';

/** /contact: where to find the restaurant, and a form to write to it. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <title>{t('title')}</title>
      <PageHero
        id="contact-title"
        size="md"
        kicker={{ icon: MessageCircle, text: t('kicker') }}
        title={
          <Trans
            t={t}
            i18nKey="heading"
            components={[<span key="accent" className="text-flame-400" />]}
          />
        }
        description={t('description')}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-10 sm:py-12 lg:grid-cols-12 lg:gap-12 lg:px-8 lg:py-16">
        <div className="lg:col-span-5">
          <ContactDetails />
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-8 lg:sticky lg:top-24 lg:col-span-7 lg:self-start"
        >
          <h2
            id="contact-form-title"
            className="font-display-tight text-3xl text-charcoal-900 sm:text-4xl"
          >
            <Trans
              t={t}
              i18nKey="form.title"
              components={[<span key="accent" className="text-flame-600" />]}
            />
          </h2>
          <p className="mt-3 mb-7 text-charcoal-600">{t('form.lead')}</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
