import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

interface PageHeroProps {
  id: string;
  kicker: { icon: LucideIcon; text: string };
  /** The page's h1; wrap a word in `<span className="text-flame-400">` to light it up. */
  title: ReactNode;
  description?: ReactNode;
  /** Shown beside the title on wide screens, below it on narrow ones. */
  aside?: ReactNode;
  size?: 'md' | 'lg';
}

/** The dark, glowing band at the top of a shop page. */
export function PageHero({ id, kicker, title, description, aside, size = 'lg' }: PageHeroProps) {
  const KickerIcon = kicker.icon;
  const large = size === 'lg';
  return (
    <section
      aria-labelledby={id}
      className="relative isolate overflow-hidden bg-charcoal-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_120%_at_100%_0%,var(--color-flame-700)_0%,transparent_55%),radial-gradient(ellipse_60%_90%_at_0%_100%,var(--color-flame-900)_0%,transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:radial-gradient(var(--color-cream-100)_1px,transparent_1px)] [background-size:18px_18px] opacity-[0.07]"
      />
      <div
        className={cn(
          'mx-auto flex max-w-7xl flex-col gap-8 px-6 lg:flex-row lg:items-end lg:justify-between lg:px-8',
          large ? 'py-9 sm:py-12 lg:py-14' : 'py-8 sm:py-10',
        )}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-flame-200 uppercase ring-1 ring-white/15">
            <KickerIcon className="size-3.5" aria-hidden="true" />
            {kicker.text}
          </p>
          <h1
            id={id}
            className={cn(
              'mt-4 font-display-tight text-white',
              large ? 'text-5xl sm:text-6xl lg:text-7xl' : 'text-5xl sm:text-6xl',
            )}
          >
            {title}
          </h1>
          {description && (
            <p className="mt-4 max-w-xl text-base leading-relaxed text-charcoal-200 sm:text-lg">
              {description}
            </p>
          )}
        </div>
        {aside}
      </div>
    </section>
  );
}
