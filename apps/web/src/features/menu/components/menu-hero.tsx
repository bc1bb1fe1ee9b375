import { Clock, Flame, Truck } from 'lucide-react';
import { PageHero } from '@/components/ui/page-hero.tsx';

const PROMISES = [
  { Icon: Clock, title: 'Ready in 30 min', text: 'Hot to your door' },
  { Icon: Truck, title: 'Free delivery', text: 'Pay cash when it arrives' },
];

/** The strip at the top of /meals. */
export function MenuHero() {
  return (
    <PageHero
      id="menu-title"
      kicker={{ icon: Flame, text: 'Fresh off the grill' }}
      title={
        <>
          Our <span className="text-flame-400">Menu</span>
        </>
      }
      description="Smashed-to-order burgers, crunchy fried chicken and sides worth sharing, made fresh in Thamel every day."
      aside={
        <ul className="grid grid-cols-2 gap-3 lg:w-[30rem] lg:shrink-0">
          {PROMISES.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="flex min-w-0 items-center gap-2 rounded-2xl bg-white/[0.06] p-2 ring-1 ring-white/10 backdrop-blur-sm sm:gap-3 sm:p-4"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-flame-600 text-white sm:size-10">
                <Icon className="size-4.5 sm:size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-[13px] font-semibold whitespace-nowrap text-white sm:text-sm">
                  {title}
                </span>
                <span className="hidden text-xs text-charcoal-300 sm:block">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
