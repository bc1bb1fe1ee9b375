import {
  ArrowRight,
  Briefcase,
  Building2,
  Cpu,
  GraduationCap,
  type LucideIcon,
  MessageSquareHeart,
  Mountain,
  PartyPopper,
  Quote,
  Sailboat,
  Smile,
  Star,
  Tent,
  Utensils,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { cn } from '@/lib/cn.ts';
import { initials } from '../initials.ts';
import { InfoPageLayout } from './info-page-layout.tsx';

/** Partners drawn as wordmarks in their own type styles: no logo files are downloaded. */
const PARTNERS: Array<{ name: string; Icon: LucideIcon; style: string }> = [
  { name: 'Summit Trails', Icon: Mountain, style: 'font-display-tight text-2xl tracking-wide' },
  { name: 'Kathmandu Code Lab', Icon: Cpu, style: 'font-mono text-base font-bold lowercase' },
  { name: 'Thamel Backpackers', Icon: Tent, style: 'font-serif text-xl italic font-semibold' },
  {
    name: 'Patan Design Co.',
    Icon: Building2,
    style: 'text-base font-medium tracking-[0.16em] uppercase',
  },
  { name: 'Phewa Paddle Club', Icon: Sailboat, style: 'font-serif text-xl font-bold' },
  { name: 'Bagmati College', Icon: GraduationCap, style: 'text-lg font-extrabold tracking-tight' },
  { name: 'Yeti Events', Icon: PartyPopper, style: 'font-display-tight text-2xl text-flame-700' },
  { name: 'Himal Co\u2011Work', Icon: Briefcase, style: 'text-lg font-semibold tracking-wide' },
];

const STATS = [
  { Icon: Smile, value: '50K+', label: 'Happy customers' },
  { Icon: Briefcase, value: '120+', label: 'Office orders a month' },
  { Icon: PartyPopper, value: '300+', label: 'Events catered' },
  { Icon: Star, value: '4.8', label: 'Average rating' },
];

const TESTIMONIALS = [
  {
    quote:
      'We order forty lunches every Friday. Everything arrives hot, labelled and on time, and the cashier never has to chase a card machine.',
    name: 'Rohan Adhikari',
    role: 'Operations lead, Kathmandu Code Lab',
    rating: 5,
  },
  {
    quote:
      'Our trekkers ask for Burger House the moment they are back from the Annapurna circuit. The timur chicken is a legend in our group chats.',
    name: 'Sita Thapa',
    role: 'Founder, Summit Trails',
    rating: 5,
  },
  {
    quote:
      'They catered our college fest for 600 students and still kept the momo coming until the last band finished. Brilliant team.',
    name: 'Prakash Karki',
    role: 'Student union, Bagmati College',
    rating: 4.5,
  },
  {
    quote:
      'Best smash burger in the valley, full stop. I have tried them all. The Himalayan Smash with extra pickles is my Saturday ritual.',
    name: 'Nisha Rai',
    role: 'Regular since 2017, Jhamsikhel',
    rating: 5,
  },
  {
    quote:
      'Guests at the guesthouse get a Burger House menu with their room key. Free delivery and cash on arrival make it easy for travellers.',
    name: 'Dawa Sherpa',
    role: 'Manager, Thamel Backpackers',
    rating: 5,
  },
  {
    quote:
      'Sunset on the lake, a bucket of wings and a mango lassi. The Pokhara outlet is where we take every visiting client.',
    name: 'Anil Poudel',
    role: 'Director, Phewa Paddle Club',
    rating: 4.5,
  },
];

/** /clients, "Happy Clients": partners, figures, what people say, and what to do next. */
export function ClientsPage() {
  return (
    <InfoPageLayout
      documentTitle="Happy Clients"
      kicker={{ icon: MessageSquareHeart, text: 'Happy clients' }}
      title={
        <>
          Happy <span className="text-flame-400">Clients</span>
        </>
      }
      description="From trekking agencies to tech start-ups, these teams trust us with their lunches, launches and late nights. We are proud to feed them."
    >
      <section aria-labelledby="partners-title">
        <SectionHeading
          id="partners-title"
          eyebrow="Trusted by"
          title="Our partners"
          align="center"
        >
          Offices, schools, guesthouses and event teams across Kathmandu and Pokhara.
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {PARTNERS.map(({ name, Icon, style }) => (
            <li
              key={name}
              className="flex min-h-28 flex-col items-center justify-center gap-2 rounded-3xl bg-white px-3 py-5 text-center text-charcoal-800 sm:flex-row sm:gap-2.5 sm:px-4 sm:py-6 shadow-card ring-1 ring-charcoal-900/5 transition hover:text-flame-700"
            >
              <Icon className="size-6 shrink-0 text-flame-600" aria-hidden="true" />
              <span className={cn('leading-tight', style)}>{name}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="numbers-title"
        className="mt-20 rounded-[2rem] bg-charcoal-950 px-6 py-12 text-white sm:px-12"
      >
        <h2 id="numbers-title" className="sr-only">
          Burger House in numbers
        </h2>
        <ul className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          {STATS.map(({ Icon, value, label }) => (
            <li key={label} className="text-center">
              <Icon className="mx-auto size-7 text-flame-400" aria-hidden="true" />
              <strong className="mt-3 block font-display-tight text-5xl text-white">{value}</strong>{' '}
              <span className="mt-1 block text-sm text-charcoal-200">{label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="testimonials-title" className="mt-20">
        <SectionHeading
          id="testimonials-title"
          eyebrow="In their words"
          title="What clients say"
          align="center"
        />
        <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name} className="flex">
              <figure className="flex flex-1 flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-charcoal-900/5 sm:p-7">
                <Quote className="size-8 text-flame-200" aria-hidden="true" />
                <Stars rating={item.rating} className="mt-3" />
                <blockquote className="mt-4 flex-1 leading-relaxed text-charcoal-700">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-charcoal-900/5 pt-5">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-flame-100 text-sm font-bold text-flame-800"
                  >
                    {initials(item.name)}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-bold text-charcoal-900">{item.name}</span>
                    <span className="block text-sm text-charcoal-600">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="cta-title"
        className="mt-20 grid gap-8 rounded-[2rem] bg-flame-50 p-8 ring-1 ring-flame-100 sm:p-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-center lg:gap-16"
      >
        <div>
          <span className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-flame-600 text-white">
            <Utensils className="size-6" aria-hidden="true" />
          </span>
          <SectionHeading id="cta-title" eyebrow="Feeding a team?" title="Let's cook for you">
            Office lunches, birthdays, college fests and trek send-offs: tell us the date and the
            headcount and we will plan the menu with you. Delivery is free, payment in cash.
          </SectionHeading>
        </div>
        <div className="flex flex-col gap-3">
          <ButtonLink to="/contact" size="lg">
            Plan an order with us
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to="/meals" size="lg" variant="secondary">
            Browse the menu
          </ButtonLink>
          <ButtonLink to="/feedback" size="lg" variant="ghost">
            Share your story
          </ButtonLink>
        </div>
      </section>
    </InfoPageLayout>
  );
}
