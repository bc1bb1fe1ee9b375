import { ChevronDown, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { controlClasses } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

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

interface BoxProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** The label is read out but not shown (a lone search box above a list). */
  hideLabel?: boolean;
  className?: string;
}

interface LabelledProps {
  label: string;
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

/** A labelled search field with a magnifier. */
export function SearchBox(props: BoxProps<string> & { placeholder: string }) {
  return (
    <Labelled
      label={props.label}
      hideLabel={props.hideLabel}
      className={props.className}
      control={(id) => (
        <>
          <Search className={cn(iconClasses, 'left-4')} aria-hidden="true" />
          <input
            id={id}
            type="search"
            value={props.value}
            placeholder={props.placeholder}
            onChange={(event) => props.onChange(event.target.value)}
            className={cn(controlClasses, 'bg-white py-2.5 pl-10')}
          />
        </>
      )}
    />
  );
}

/** A labelled drop-down of a filter bar. */
export function SelectBox<T extends string>(
  props: BoxProps<T> & { options: readonly { value: T; label: string }[] },
) {
  return (
    <Labelled
      label={props.label}
      className={props.className}
      control={(id) => (
        <>
          <select
            id={id}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value as T)}
            className={cn(controlClasses, 'cursor-pointer appearance-none py-2.5 pr-10')}
          >
            {props.options.map((option) => (
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

/** The card that holds a section's search and filters: the search wide, the others beside it. */
export function FilterBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'grid gap-4 rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:grid-cols-[minmax(0,2fr)_repeat(auto-fit,minmax(10rem,1fr))] sm:p-5',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** One filter of a list's toolbar, bound to the address parameter `key`. */
export type FilterDefinition =
  | { kind: 'search'; key: string; label: string; placeholder: string; hideLabel?: boolean }
  /** Option values as the address writes them: '' for the default (all), 'true', a status. */
  | { kind: 'select'; key: string; label: string; options: readonly FilterOption[] }
  /** A calendar day; `notBefore`/`notAfter` name the filter that bounds it. */
  | { kind: 'date'; key: string; label: string; notBefore?: string; notAfter?: string };

/** The usual search filter, on the address's `search` (its label only read out, if hidden). */
export function searchFilter(label: string, placeholder: string, hideLabel = false) {
  return { kind: 'search', key: 'search', label, placeholder, hideLabel } as const;
}

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterProps {
  filter: FilterDefinition;
  values: Record<string, unknown>;
  onChange: (value: string) => void;
  className?: string;
}

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A search bound to the address: the address changes once typing pauses. */
function SearchFilter({
  filter: { label, placeholder, hideLabel },
  value,
  onChange,
  className,
}: {
  filter: Extract<FilterDefinition, { kind: 'search' }>;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const [text, setText] = useSettledSearch(value, onChange);
  return (
    <SearchBox {...{ label, placeholder, hideLabel, className }} value={text} onChange={setText} />
  );
}

/** One filter bound to the address: typing in a search settles before the address changes. */
function Filter({ filter, values, onChange, className }: FilterProps) {
  const value = shown(values[filter.key]);
  if (filter.kind === 'search') {
    return <SearchFilter filter={filter} value={value} onChange={onChange} className={className} />;
  }
  if (filter.kind === 'select') {
    return (
      <SelectBox label={filter.label} options={filter.options} value={value} onChange={onChange} />
    );
  }
  return (
    <Labelled
      label={filter.label}
      control={(id) => (
        <input
          id={id}
          type="date"
          value={value}
          min={filter.notBefore ? shown(values[filter.notBefore]) || undefined : undefined}
          max={filter.notAfter ? shown(values[filter.notAfter]) || undefined : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(controlClasses, 'py-2.5')}
        />
      )}
    />
  );
}

interface SectionToolbarProps {
  filters: readonly FilterDefinition[];
  /** The address's values (see useListAddress). */
  values: Record<string, unknown>;
  onChange: (change: Record<string, string>) => void;
  className?: string;
  /** Beside the filters: a count of what they leave, a reset button. */
  children?: ReactNode;
}

/**
 * A list's filters, built from their definitions and bound to the address: a lone search box
 * above the list, or a card of them.
 */
export function SectionToolbar({
  filters,
  values,
  onChange,
  className,
  children,
}: SectionToolbarProps) {
  const lone = filters.length === 1 && !children;
  const controls = filters.map((filter) => (
    <Filter
      key={filter.key}
      filter={filter}
      values={values}
      onChange={(value) => onChange({ [filter.key]: value })}
      className={lone ? cn('max-w-md', className) : undefined}
    />
  ));
  if (lone) return controls;
  return (
    <FilterBar className={className}>
      {controls}
      {children}
    </FilterBar>
  );
}
