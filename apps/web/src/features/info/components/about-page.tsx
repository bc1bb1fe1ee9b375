import {
  ArrowRight,
  ChefHat,
  Droplets,
  Flame,
  HandHeart,
  Heart,
  Leaf,
  type LucideIcon,
  MapPin,
  Scale,
  Sparkles,
  Wheat,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { FeatureCard } from '@/components/ui/feature-card.tsx';
import { Prose } from '@/components/ui/prose.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';
import { cn } from '@/lib/cn.ts';
import { initials } from '../initials.ts';
import { InfoPageLayout } from './info-page-layout.tsx';

const VALUES: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: Flame,
    title: 'Cooked to order',
    text: 'Nothing waits under a heat lamp. Your burger is smashed and your chicken fried after you order.',
  },
  {
    Icon: Leaf,
    title: 'Local first',
    text: 'Meat from valley farms, buns from a Lazimpat bakery, vegetables from Kalimati market every morning.',
  },
  {
    Icon: Scale,
    title: 'Fair to everyone',
    text: 'Prices with VAT included and no service charge for you; fair wages and proper meals for our team.',
  },
  {
    Icon: Sparkles,
    title: 'Clean, always',
    text: 'Fresh oil every day, filtered water for everything and a kitchen you are welcome to look into.',
  },
];

const KITCHEN: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: ChefHat,
    title: 'Ground in-house, every morning',
    text: 'Buff and chicken are minced fresh each day and pressed into patties by hand, never frozen.',
  },
  {
    Icon: Droplets,
    title: 'An overnight marinade',
    text: 'Chicken rests in yoghurt, garlic, ginger and timur for twelve hours before it meets the flour.',
  },
  {
    Icon: Wheat,
    title: 'Buns baked at dawn',
    text: 'Soft brioche and sesame buns arrive warm from our partner bakery before the doors open.',
  },
  {
    Icon: HandHeart,
    title: 'Momo folded by hand',
    text: 'Our momo team folds around two thousand dumplings a day, pleat by pleat, the way they learnt at home.',
  },
];

const MILESTONES = [
  { value: '2016', label: 'First counter in Thamel' },
  { value: '3', label: 'Kitchens in Nepal' },
  { value: '50K+', label: 'Happy customers' },
  { value: '45', label: 'People on the team' },
];

const TEAM = [
  {
    name: 'Suman Shrestha',
    role: 'Founder & head chef',
    bio: 'Cooked his way from Thamel guesthouse kitchens to opening our first six-stool counter.',
    tint: 'bg-flame-600',
  },
  {
    name: 'Anisha Gurung',
    role: 'Kitchen manager',
    bio: 'Runs the line, the recipes and the hygiene checklist with a stopwatch and a smile.',
    tint: 'bg-charcoal-800',
  },
  {
    name: 'Bikash Tamang',
    role: 'Fry station lead',
    bio: 'Guardian of the timur marinade and the reason our chicken stays crunchy to your door.',
    tint: 'bg-flame-800',
  },
  {
    name: 'Pooja Maharjan',
    role: 'Guest care & delivery',
    bio: 'Answers your calls, plans the riders’ routes and remembers every regular’s order.',
    tint: 'bg-charcoal-700',
  },
];

/** /about: our story, what we stand for, how the kitchen works and who runs it. */
export function AboutPage() {
  return (
    <InfoPageLayout
      documentTitle="About Us"
      kicker={{ icon: Heart, text: 'Our story' }}
      title={
        <>
          Made in <span className="text-flame-400">Thamel</span>
        </>
      }
      description="A six-stool counter, one griddle and a stubborn idea: that Kathmandu deserved a properly smashed burger. Here is how Burger House came to be."
    >
      <section
        aria-labelledby="story-title"
        className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16"
      >
        <div>
          <SectionHeading
            id="story-title"
            eyebrow="How it started"
            title="From one griddle to three kitchens"
          />
          <Prose className="mt-6">
            <p>
              Burger House opened in 2016 in a narrow lane off Thamel Marg: six stools, one flat-top
              griddle and a handwritten menu of four burgers. Trekkers came for a taste of home;
              Kathmandu came back for the buff smash burger with timur mayo, which is still our best
              seller.
            </p>
            <p>
              Fried chicken followed a year later, after months of testing marinades until the crust
              stayed crunchy on a bumpy scooter ride across the city. Then came momo, because no
              Nepali kitchen is complete without them, and our Jhol Momo Burger, which started as a
              staff lunch and ended up on the menu by popular demand.
            </p>
            <p>
              Today we cook in Thamel, Jhamsikhel and Lakeside, Pokhara, and deliver for free across
              the neighbourhoods around them. The counter has grown; the idea has not changed.
            </p>
          </Prose>
        </div>
        <aside
          aria-label="Burger House in numbers"
          className="self-start rounded-[2rem] bg-charcoal-950 p-8 text-white"
        >
          <p className="text-xs font-bold tracking-[0.18em] text-flame-200 uppercase">
            Then and now
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-6">
            {MILESTONES.map(({ value, label }) => (
              <li key={label}>
                <strong className="block font-display-tight text-4xl text-flame-400">
                  {value}
                </strong>{' '}
                <span className="mt-1 block text-sm text-charcoal-200">{label}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to="/restaurants" variant="secondary" className="mt-8 w-full">
            <MapPin className="size-4" aria-hidden="true" />
            Visit our restaurants
          </ButtonLink>
        </aside>
      </section>

      <section aria-labelledby="values-title" className="mt-20">
        <SectionHeading id="values-title" eyebrow="What we stand for" title="Our values" />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {VALUES.map(({ Icon, title, text }) => (
            <FeatureCard key={title} Icon={Icon} title={title}>
              {text}
            </FeatureCard>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kitchen-title" className="mt-20">
        <SectionHeading id="kitchen-title" eyebrow="Behind the pass" title="Inside our kitchen">
          No secrets here, just early mornings and a lot of care.
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {KITCHEN.map(({ Icon, title, text }) => (
            <FeatureCard key={title} Icon={Icon} title={title}>
              {text}
            </FeatureCard>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-title" className="mt-20">
        <SectionHeading id="team-title" eyebrow="The people" title="Meet the team">
          Forty-five cooks, riders and hosts across three kitchens. These four keep it all running.
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {TEAM.map((person) => (
            <li
              key={person.name}
              className="rounded-3xl bg-white p-6 text-center shadow-card ring-1 ring-charcoal-900/5"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'mx-auto flex size-20 items-center justify-center rounded-full font-display-tight text-3xl text-white ring-4 ring-cream-200',
                  person.tint,
                )}
              >
                {initials(person.name)}
              </span>
              <h3 className="mt-5 text-lg font-bold text-charcoal-900">{person.name}</h3>
              <p className="text-sm font-semibold text-flame-700">{person.role}</p>
              <p className="mt-3 text-sm leading-relaxed text-charcoal-600">{person.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-20 flex flex-col items-center gap-5 rounded-[2rem] bg-flame-50 px-6 py-12 text-center ring-1 ring-flame-100">
        <p className="max-w-xl text-lg font-semibold text-charcoal-900">
          The best way to get to know us is still the first bite.
        </p>
        <ButtonLink to="/meals" size="lg">
          See the menu
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </div>
    </InfoPageLayout>
  );
}
