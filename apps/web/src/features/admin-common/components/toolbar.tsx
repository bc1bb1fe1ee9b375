import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronDown, Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { controlClasses } from '@/components/ui/form-field.tsx';
import { iconButtonClasses } from '@/components/ui/icon-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { defaultOf } from '../list-address.ts';
import type { AnySection, FilterSpec } from '../section.ts';
import type { SectionWords } from '../section-words.ts';
import type { SectionList } from '../use-section.ts';

const SEARCH_PAUSE_MS = 300;

/**
 * A search box's text, sent (trimmed) once typing pauses. A search changed elsewhere (Clear,
 * Back, a shared link) shows in the box, unless it is the echo of what the box itself sent.
 */
export function useSettledSearch(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const lastSent = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled text is sent
  useEffect(() => {
    const trimmed = settled.trim();
    // Not while the address holds something this box did not send (Clear, Back: the effect
    // below shows it), nor a text already replaced: sending it would undo that change.
    if (value !== lastSent.current || settled !== text || trimmed === lastSent.current) return;
    lastSent.current = trimmed;
    onSearch(trimmed);
  }, [settled, value]);
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);
  return [text, setText] as const;
}

export type FilterOption = { value: string; label: string };

/** What narrows the list, as its reset button clears it; the sort stays. */
const filterKeys = (section: AnySection): string[] => [
  ...(section.filters ?? []).flatMap((filter) => (filter.kind === 'sort' ? [] : [filter.key])),
  ...(section.alsoFilters ?? []),
];

/** Whether the address narrows the list: a filter away from its default. */
export function isFiltered(section: AnySection, values: Record<string, unknown>): boolean {
  return filterKeys(section).some(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(defaultOf(section.query.shape[key])),
  );
}

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const iconClasses =
  'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-charcoal-500';

type SearchBoxProps = { id: string; placeholder: string; value: string; onSearch: Send };
type Send = (text: string) => void;

/** A search box with a magnifier: what is typed reaches the address once typing pauses. */
function SearchBox({ value, onSearch, ...input }: SearchBoxProps) {
  const [text, setText] = useSettledSearch(value, onSearch);
  return (
    <>
      <Search className={cn(iconClasses, 'left-4')} aria-hidden="true" />
      <input
        {...input}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={cn(controlClasses, 'bg-white py-2.5 pl-10')}
      />
    </>
  );
}

type Address = SectionList<unknown>['address'];

interface FilterProps {
  filter: FilterSpec;
  words: SectionWords;
  address: Address;
  /** A drop-down's choices read from elsewhere (the locations of the answer). */
  choices?: readonly FilterOption[];
  className?: string;
}

/**
 * One filter bound to the address, its label above its control, drawn by its kind; the sort is
 * a drop-down of `sortBy` with a button that turns the order round.
 */
function Filter({ filter, words: { word }, address, choices, className }: FilterProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { key, kind } = filter;
  const value = shown(address.values[key]);
  const onChange = (next: string) => address.change({ [key]: next });
  const own = (name: string) => word(kind === 'sort' ? `sort.${name}` : `filters.${key}.${name}`);
  const listed = kind === 'select' || kind === 'sort' ? (filter.choices ?? []) : [];
  const given = choices ?? listed.map((choice) => ({ value: choice, label: own(choice) }));
  // The address's choice stays choosable while the choices load, or when none names it now
  // ('all' is the blank choice).
  const held =
    kind === 'select' && value !== '' && value !== 'all' && !given.some((o) => o.value === value);
  const options = [
    ...(kind === 'select' && !listed.includes('all') ? [{ value: '', label: own('all') }] : []),
    ...(held ? [{ value, label: value }] : []),
    ...given,
  ];
  const bound = (name?: string) => (name && shown(address.values[name])) || undefined;
  const control =
    kind === 'search' ? (
      <SearchBox id={id} placeholder={own('placeholder')} value={value} onSearch={onChange} />
    ) : kind === 'date' ? (
      <input
        {...{ id, value }}
        type="date"
        min={bound(filter.notBefore)}
        max={bound(filter.notAfter)}
        onChange={(event) => onChange(event.target.value)}
        className={cn(controlClasses, 'py-2.5')}
      />
    ) : (
      <>
        <select
          {...{ id, value }}
          onChange={(event) => onChange(event.target.value)}
          className={cn(controlClasses, 'cursor-pointer appearance-none py-2.5 pr-10')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={cn(iconClasses, 'right-4')} aria-hidden="true" />
      </>
    );
  const labelled = (
    <div className={kind === 'sort' ? 'min-w-0 flex-1' : className}>
      <label
        htmlFor={id}
        className={
          kind === 'search' && filter.hideLabel
            ? 'sr-only'
            : 'mb-1.5 block text-xs font-semibold text-charcoal-700'
        }
      >
        {kind === 'sort' ? t('kit.sortBy') : own('label')}
      </label>
      <div className="relative">{control}</div>
    </div>
  );
  if (kind !== 'sort') return labelled;
  // The button says what a press does: 'Sort ascending' while descending, and the other way.
  const ascending = address.values.sortOrder === 'asc';
  const turn = ascending ? t('kit.sortDescending') : t('kit.sortAscending');
  const Icon = ascending ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div className="flex items-end gap-2">
      {labelled}
      <button
        type="button"
        onClick={() => address.change({ sortOrder: ascending ? 'desc' : 'asc' })}
        aria-label={turn}
        title={turn}
        className={iconButtonClasses('md', false, 'size-[2.875rem]')}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

interface SectionToolbarProps {
  list: { section: AnySection; address: Address };
  words: SectionWords;
  choices?: Record<string, readonly FilterOption[]>;
  className?: string;
  /** Beside the filters: what else narrows the list (one customer's orders). */
  children?: ReactNode;
}

/**
 * A list's filters, built from the section's definitions and bound to the address: a lone
 * search box above the list, or a card of them, with a button that clears them while any is
 * set (when the section has words for it, `filters.reset`).
 */
export function SectionToolbar({ list, words, choices, className, children }: SectionToolbarProps) {
  const { section, address } = list;
  const filters = section.filters ?? [];
  const reset = words.maybe('filters.reset');
  const lone = filters.length === 1 && !children;
  const controls = filters.map((filter) => (
    <Filter
      key={filter.key}
      {...{ filter, words, address }}
      choices={choices?.[filter.key]}
      className={lone ? cn('max-w-md', className) : undefined}
    />
  ));
  if (lone || filters.length === 0) return controls;
  return (
    <div
      className={cn(
        'grid gap-4 rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:grid-cols-[minmax(0,2fr)_repeat(auto-fit,minmax(10rem,1fr))] sm:p-5',
        className,
      )}
    >
      {controls}
      {children}
      {reset && isFiltered(section, address.values) && (
        <div className="col-span-full">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              address.change(Object.fromEntries(filterKeys(section).map((key) => [key, ''])))
            }
          >
            <X className="size-4" aria-hidden="true" />
            {reset}
          </Button>
        </div>
      )}
    </div>
  );
}
