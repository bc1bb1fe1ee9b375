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

interface LabelledProps {
  label: string;
  /** The label is read out but not shown (a lone search box above a list). */
  hideLabel?: boolean;
  className?: string;
  /** Draws the control with the id the label points at. */
  control: (id: string) => ReactNode;
}

/** A filter's label above its control. */
function Labelled({ label, hideLabel, className, control }: LabelledProps) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-xs font-semibold text-charcoal-700'}
      >
        {label}
      </label>
      <div className="relative">{control(id)}</div>
    </div>
  );
}

const iconClasses =
  'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-charcoal-500';

type BoxProps = Omit<LabelledProps, 'control'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A search field with a magnifier, bound to the address once typing pauses. */
function SearchFilter({
  value,
  onChange,
  placeholder,
  ...box
}: BoxProps & { placeholder: string }) {
  const [text, setText] = useSettledSearch(value, onChange);
  return (
    <Labelled
      {...box}
      control={(id) => (
        <>
          <Search className={cn(iconClasses, 'left-4')} aria-hidden="true" />
          <input
            {...{ id, placeholder }}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={cn(controlClasses, 'bg-white py-2.5 pl-10')}
          />
        </>
      )}
    />
  );
}

/** A labelled drop-down of a filter bar. */
function SelectBox({ value, onChange, options, ...box }: BoxProps & { options: FilterOption[] }) {
  return (
    <Labelled
      {...box}
      control={(id) => (
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
      )}
    />
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** Whether the address narrows the list: a filter away from its default. */
export function isFiltered(section: AnySection, values: Record<string, unknown>): boolean {
  return filterKeys(section).some(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(defaultOf(section.query.shape[key])),
  );
}

/** What narrows the list, as its reset button clears it; the sort stays. */
const filterKeys = (section: AnySection): string[] => [
  ...(section.filters ?? []).flatMap((filter) => (filter.kind === 'sort' ? [] : [filter.key])),
  ...(section.alsoFilters ?? []),
];

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

interface FilterProps {
  filter: FilterSpec;
  words: SectionWords;
  values: Record<string, unknown>;
  onChange: (change: Record<string, string>) => void;
  /** A drop-down's choices read from elsewhere (the locations of the answer). */
  choices?: readonly FilterOption[];
  className?: string;
}

/** One filter bound to the address: typing in a search settles before the address changes. */
function Filter({ filter, words: { word }, values, onChange, choices, className }: FilterProps) {
  const value = shown(values[filter.key]);
  const label = word(`filters.${filter.key}.label`);
  if (filter.kind === 'search') {
    const placeholder = word(`filters.${filter.key}.placeholder`);
    return (
      <SearchFilter
        {...{ label, placeholder, className, value, hideLabel: filter.hideLabel }}
        onChange={(search) => onChange({ [filter.key]: search })}
      />
    );
  }
  if (filter.kind === 'sort')
    return <SortControl filter={filter} values={values} {...{ word, onChange }} />;
  if (filter.kind === 'select') {
    const listed = filter.choices ?? [];
    const options = [
      ...(listed.includes('all') ? [] : [{ value: '', label: word(`filters.${filter.key}.all`) }]),
      ...(choices ??
        listed.map((value) => ({ value, label: word(`filters.${filter.key}.${value}`) }))),
    ];
    return (
      <SelectBox
        {...{ label, options, value }}
        onChange={(next) => onChange({ [filter.key]: next })}
      />
    );
  }
  const bound = (key?: string) => (key ? shown(values[key]) || undefined : undefined);
  return (
    <Labelled
      label={label}
      control={(id) => (
        <input
          id={id}
          type="date"
          value={value}
          min={bound(filter.notBefore)}
          max={bound(filter.notAfter)}
          onChange={(event) => onChange({ [filter.key]: event.target.value })}
          className={cn(controlClasses, 'py-2.5')}
        />
      )}
    />
  );
}

/** A filter bar's 'Sort by' drop-down and the button that turns the sort the other way round. */
function SortControl({
  filter,
  values,
  word,
  onChange,
}: Pick<FilterProps, 'values' | 'onChange'> & {
  filter: Extract<FilterSpec, { kind: 'sort' }>;
  word: SectionWords['word'];
}) {
  const { t } = useTranslation('admin');
  const direction = values.sortOrder;
  // The button says what a press does: 'Sort ascending' while descending, and the other way.
  const toggleLabel = direction === 'asc' ? t('kit.sortDescending') : t('kit.sortAscending');
  const Icon = direction === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div className="flex items-end gap-2">
      <SelectBox
        className="min-w-0 flex-1"
        label={t('kit.sortBy')}
        value={shown(values.sortBy)}
        onChange={(sortBy) => onChange({ sortBy })}
        options={filter.choices.map((value) => ({ value, label: word(`sort.${value}`) }))}
      />
      <button
        type="button"
        onClick={() => onChange({ sortOrder: direction === 'asc' ? 'desc' : 'asc' })}
        aria-label={toggleLabel}
        title={toggleLabel}
        className={iconButtonClasses('md', false, 'size-[2.875rem]')}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

interface SectionToolbarProps {
  section: AnySection;
  words: SectionWords;
  /** The address's values (see useListAddress). */
  values: Record<string, unknown>;
  onChange: (change: Record<string, string>) => void;
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
export function SectionToolbar({
  section,
  words,
  values,
  onChange,
  choices,
  className,
  children,
}: SectionToolbarProps) {
  const filters = section.filters ?? [];
  const reset = words.maybe('filters.reset');
  const lone = filters.length === 1 && !children;
  const controls = filters.map((filter) => (
    <Filter
      key={filter.key}
      {...{ filter, words, values, onChange }}
      choices={choices?.[filter.key]}
      className={lone ? cn('max-w-md', className) : undefined}
    />
  ));
  if (lone) return controls;
  return (
    <div
      className={cn(
        'grid gap-4 rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:grid-cols-[minmax(0,2fr)_repeat(auto-fit,minmax(10rem,1fr))] sm:p-5',
        className,
      )}
    >
      {controls}
      {children}
      {reset && isFiltered(section, values) && (
        <div className="col-span-full">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange(Object.fromEntries(filterKeys(section).map((key) => [key, ''])))
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
