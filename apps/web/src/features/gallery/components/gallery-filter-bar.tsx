import { FilterCount, pressedFilterClasses } from '@/components/ui/filter-count.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { GALLERY_FILTERS, type GalleryFilter } from '../gallery-images.ts';

interface GalleryFilterBarProps {
  value: GalleryFilter;
  counts: Record<GalleryFilter, number> | undefined;
  onChange: (filter: GalleryFilter) => void;
}

/** The category buttons: all, food, restaurant, events, team, other. */
export function GalleryFilterBar({ value, counts, onChange }: GalleryFilterBarProps) {
  const { t } = useTranslation('gallery');
  return (
    <fieldset className="-mx-4 min-w-0 px-4 sm:mx-0 sm:px-0">
      <legend className="sr-only">{t('filter.legend')}</legend>
      <div className="flex gap-2 overflow-x-auto pb-2 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:pb-0">
        {GALLERY_FILTERS.map((filter) => {
          const active = filter === value;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(filter)}
              className={cn(
                'inline-flex h-10 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold transition',
                active
                  ? pressedFilterClasses
                  : 'bg-white text-charcoal-700 ring-1 ring-charcoal-900/10 hover:text-flame-700 hover:ring-flame-300',
              )}
            >
              {t(`categories.${filter}`)}
              <FilterCount count={counts?.[filter]} pressed={active} />
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
