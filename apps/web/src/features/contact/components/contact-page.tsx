import { MessageCircle } from 'lucide-react';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';

/** /contact: where to find the restaurant, and a form to write to it. */
export function ContactPage() {
  return (
    <>
      <title>Contact Us — Burger House</title>
      <PageHero
        id="contact-title"
        size="md"
        kicker={{ icon: MessageCircle, text: 'We would love to hear from you' }}
        title={
          <>
            Contact <span className="text-flame-400">Us</span>
          </>
        }
        description="Questions about an order, a birthday table or catering for the office? Write to us, call, or come by Thamel."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-12 lg:gap-12 lg:px-8 lg:py-16">
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
            Send us a <span className="text-flame-600">message</span>
          </h2>
          <p className="mt-3 mb-7 text-charcoal-600">
            Every field is required. We read every message ourselves.
          </p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
