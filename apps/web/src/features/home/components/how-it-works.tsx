import {
  ArrowRight,
  Bike,
  ChefHat,
  HandCoins,
  type LucideIcon,
  MapPin,
  ShoppingBag,
  UtensilsCrossed,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { SectionHeading } from '@/components/ui/section-heading.tsx';

const STEPS: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: UtensilsCrossed,
    title: 'Browse the menu',
    text: 'Burgers, fried chicken, momo, wraps, sides and shakes, with prices that include VAT.',
  },
  {
    Icon: ShoppingBag,
    title: 'Fill your cart',
    text: 'Add what you fancy, change quantities and save favourites to your wishlist for later.',
  },
  {
    Icon: MapPin,
    title: 'Tell us where',
    text: 'Sign in, add your address and phone number, and apply a coupon code if you have one.',
  },
  {
    Icon: ChefHat,
    title: 'We cook it fresh',
    text: 'The kitchen confirms your order and starts smashing and frying straight away.',
  },
  {
    Icon: Bike,
    title: 'Out for delivery',
    text: 'A rider brings it over, usually within 25 to 35 minutes. Follow it in your profile.',
  },
  {
    Icon: HandCoins,
    title: 'Pay cash & enjoy',
    text: 'Pay the rider in cash when the food arrives. Delivery is free, always.',
  },
];

/** Ordering in six steps, ending at the menu. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From craving to doorstep"
          align="center"
        >
          Six easy steps between you and a hot burger. No app to install, no card needed.
        </SectionHeading>
        <ol className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li
              key={title}
              className="relative flex gap-4 overflow-hidden rounded-3xl bg-cream-100 p-5 ring-1 ring-charcoal-900/5 sm:block sm:p-7"
            >
              <span
                aria-hidden="true"
                className="absolute -top-3 right-4 font-display-tight text-7xl text-flame-100 sm:text-8xl"
              >
                {index + 1}
              </span>
              <span className="relative flex size-12 shrink-0 items-center justify-center rounded-2xl bg-charcoal-900 text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div className="relative min-w-0 pr-6 sm:pr-0">
                <h3 className="text-lg font-bold text-charcoal-900 sm:mt-5">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-1.5 text-sm leading-relaxed text-charcoal-600 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/menu" size="lg">
            Explore the Menu
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
