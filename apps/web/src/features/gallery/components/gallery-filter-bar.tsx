import { cn } from '../../../lib/cn.ts';
import { GALLERY_FILTER_LABELS, GALLERY_FILTERS, type GalleryFilter } from '../gallery-images.ts';

interface GalleryFilterBarProps {
  value: GalleryFilter;
  counts: Record<GalleryFilter, number> | undefined;
  onChange: (filter: GalleryFilter) => void;
}

/** The category buttons: all, food, restaurant, events, team, other. */
export function GalleryFilterBar({ value, counts, onChange }: GalleryFilterBarProps) {
  return (
    <fieldset className="-mx-4 min-w-0 px-4 sm:mx-0 sm:px-0">
      <legend className="sr-only">Show photos of</legend>
      <div className="flex gap-2 overflow-x-auto pb-2 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:pb-0">
        {GALLERY_FILTERS.map((filter) => {
          const active = filter === value;
          const count = counts?.[filter];
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(filter)}
              className={cn(
                'inline-flex h-10 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold transition',
                active
                  ? 'bg-charcoal-900 text-white shadow-md shadow-charcoal-900/20'
                  : 'bg-white text-charcoal-700 ring-1 ring-charcoal-900/10 hover:text-flame-700 hover:ring-flame-300',
              )}
            >
              {GALLERY_FILTER_LABELS[filter]}
              {count !== undefined && (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs tabular-nums',
                    active ? 'bg-white/15 text-white' : 'bg-charcoal-900/5 text-charcoal-600',
                  )}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
