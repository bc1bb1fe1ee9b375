import {
  ArrowRight,
  Banknote,
  Clock,
  Drumstick,
  Flame,
  Leaf,
  type LucideIcon,
  ReceiptText,
  ShieldCheck,
  Truck,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { FeatureCard } from '@/components/ui/feature-card.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';

const FEATURES: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: Flame,
    title: 'Smashed to order',
    text: 'Every patty is pressed onto a screaming-hot griddle the moment you order, never before.',
  },
  {
    Icon: Drumstick,
    title: 'Timur-crisp chicken',
    text: 'Marinated overnight, double-dredged and fried with a pinch of Nepali timur pepper.',
  },
  {
    Icon: Clock,
    title: '30-minute delivery',
    text: 'Riders leave the pass the minute your bag is sealed, so it arrives hot, not steamed.',
  },
  {
    Icon: Truck,
    title: 'Free delivery',
    text: 'No delivery charge anywhere we deliver, whether you order one burger or a party bucket.',
  },
  {
    Icon: Banknote,
    title: 'Cash on delivery',
    text: 'No cards, no wallets, no sign-up fees. Pay the rider in rupees when your food arrives.',
  },
  {
    Icon: Leaf,
    title: 'Fresh local produce',
    text: 'Buff and chicken from valley farms, buns baked every morning, vegetables bought daily.',
  },
  {
    Icon: ShieldCheck,
    title: 'Spotless kitchen',
    text: 'Fresh frying oil every day, gloves on the line and a kitchen you are welcome to see.',
  },
  {
    Icon: ReceiptText,
    title: 'Honest prices',
    text: 'The price on the menu is the price you pay: VAT included, no service charge added.',
  },
];

/** Eight reasons to order from us (static marketing copy). */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="bg-cream-100 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-title"
          eyebrow="Why Burger House"
          title="Why choose us"
          align="center"
        >
          Kathmandu has plenty of burgers. Here is why our regulars keep coming back.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {FEATURES.map(({ Icon, title, text }) => (
            <FeatureCard key={title} Icon={Icon} title={title}>
              {text}
            </FeatureCard>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/about" variant="secondary">
            Read our story
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
