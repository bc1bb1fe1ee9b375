import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export interface HeroStat {
  Icon: LucideIcon;
  value: string;
  label: string;
}

/** Figures as glassy tiles for the `aside` of a PageHero. */
export function HeroStats({ stats, label }: { stats: readonly HeroStat[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'grid gap-2 sm:gap-3 lg:shrink-0',
        stats.length === 3 ? 'grid-cols-3 lg:w-[27rem]' : 'grid-cols-2 lg:w-[18rem]',
      )}
    >
      {stats.map(({ Icon, value, label: name }) => (
        <li
          key={name}
          className="flex min-w-0 flex-col gap-2 rounded-2xl bg-white/[0.06] p-3 ring-1 ring-white/10 backdrop-blur-sm sm:gap-3 sm:p-4"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-flame-600 text-white sm:size-10">
            <Icon className="size-4.5 sm:size-5" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-col">
            <strong className="text-xl font-bold text-white tabular-nums sm:text-2xl">
              {value}
            </strong>{' '}
            <span className="truncate text-xs text-charcoal-300 sm:text-sm">{name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
