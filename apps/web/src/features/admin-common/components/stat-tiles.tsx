import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormat } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { AnySection, StatTone } from '../section.ts';
import type { SectionWords } from '../section-words.ts';

const TONES: Record<StatTone, string> = {
  flame: 'bg-flame-50 text-flame-700',
  amber: 'bg-amber-50 text-amber-700',
  violet: 'bg-violet-50 text-violet-700',
  teal: 'bg-teal-50 text-teal-700',
  emerald: 'bg-emerald-50 text-emerald-700',
  sky: 'bg-sky-50 text-sky-700',
  charcoal: 'bg-charcoal-100 text-charcoal-700',
};

/** 2 tiles across on a phone, as many as there are when wide. */
const COLUMNS: Record<number, string> = {
  2: 'sm:max-w-xl',
  4: 'lg:grid-cols-4',
  5: 'sm:grid-cols-3 xl:grid-cols-5',
  6: 'sm:grid-cols-3 2xl:grid-cols-6',
};

interface SectionTilesProps {
  section: AnySection;
  /** The list's answer, whose `stats` (unless the section says) the tiles show; none yet. */
  answer: unknown;
  word: SectionWords['word'];
}

/** A section's figures as a <dl>: each a tinted icon, its label (`tiles.<key>`) and its value. */
export function SectionTiles({ section, answer, word }: SectionTilesProps) {
  const { number, money } = useFormat();
  const { tiles = [] } = section;
  if (tiles.length === 0) return null;
  const data = answer as Record<string, unknown> | undefined;
  const stats = data && ((section.stats?.(data) ?? data.stats) as Record<string, number>);
  return (
    <dl
      aria-label={word('tiles.label')}
      className={cn('grid grid-cols-2 gap-3', COLUMNS[tiles.length])}
    >
      {tiles.map(([key, Icon, tone, more]) => {
        const figure = stats?.[key];
        const value = !stats
          ? null
          : (more?.value?.(stats) ?? (more?.money ? money(figure ?? 0) : figure));
        // A <dl>'s groups may hold only <dt> and <dd>: the icon sits in the <dt>. On a phone it
        // keeps to the top corner so that the figure has the tile's whole width.
        return (
          <div
            key={key}
            className="relative rounded-2xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:min-h-[4.75rem] sm:pl-[4.25rem]"
          >
            <dt className="pr-10 text-xs leading-tight font-semibold text-charcoal-600 sm:pr-0">
              <span
                className={cn(
                  'absolute top-3 right-3 flex size-8 items-center justify-center rounded-lg sm:top-1/2 sm:right-auto sm:left-4 sm:size-11 sm:-translate-y-1/2 sm:rounded-xl',
                  TONES[tone],
                )}
              >
                <Icon className="size-4 sm:size-5" aria-hidden="true" />
              </span>
              {word(`tiles.${key}`)}
            </dt>
            <dd
              data-testid={more?.testId}
              className="mt-1 text-base font-bold break-words text-charcoal-900 tabular-nums sm:mt-0.5 sm:truncate sm:text-xl"
            >
              {value === null || value === undefined ? (
                <Skeleton className="h-6 w-16" />
              ) : typeof value === 'number' ? (
                number(value)
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
