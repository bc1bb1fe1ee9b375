import { ChevronDown, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { controlClasses } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

const labelClasses = 'mb-1.5 block text-xs font-semibold text-charcoal-700';
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
    if (trimmed === lastSent.current) return;
    lastSent.current = trimmed;
    onSearch(trimmed);
  }, [settled]);

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

/** A labelled search field with a magnifier. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  hideLabel = false,
  className,
}: BoxProps<string> & { placeholder: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClasses}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-charcoal-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={cn(controlClasses, 'bg-white py-2.5 pl-10')}
        />
      </div>
    </div>
  );
}

/** A labelled drop-down of a filter bar. */
export function SelectBox<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: BoxProps<T> & { options: readonly { value: T; label: string }[] }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
          className={cn(controlClasses, 'cursor-pointer appearance-none py-2.5 pr-10')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-charcoal-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

function DateBox({ label, value, onChange, min, max }: BoxProps<string> & DateLimits) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(controlClasses, 'py-2.5')}
      />
    </div>
  );
}

interface DateLimits {
  min?: string;
  max?: string;
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
  | { kind: 'select'; key: string; label: string; options: readonly FilterOption[] }
  /** A calendar day; `notBefore`/`notAfter` name the filter that bounds it. */
  | { kind: 'date'; key: string; label: string; notBefore?: string; notAfter?: string };

export interface FilterOption {
  /** As the address writes it: '' for the default (all), 'true', a status. */
  value: string;
  label: string;
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

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function SettledSearch({
  filter,
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
    <SearchBox
      label={filter.label}
      placeholder={filter.placeholder}
      hideLabel={filter.hideLabel}
      value={text}
      onChange={setText}
      className={className}
    />
  );
}

/**
 * A list's filters, built from their definitions and bound to the address: a lone search box
 * above the list, or a card of them. Typing settles before the address (and the list) change.
 */
export function SectionToolbar({
  filters,
  values,
  onChange,
  className,
  children,
}: SectionToolbarProps) {
  const controls = filters.map((filter) => {
    const value = shown(values[filter.key]);
    const set = (next: string) => onChange({ [filter.key]: next });
    if (filter.kind === 'search') {
      const lone = filters.length === 1 && !children;
      return (
        <SettledSearch
          key={filter.key}
          filter={filter}
          value={value}
          onChange={set}
          className={lone ? cn('max-w-md', className) : undefined}
        />
      );
    }
    if (filter.kind === 'select') {
      return (
        <SelectBox
          key={filter.key}
          label={filter.label}
          options={filter.options}
          value={value}
          onChange={set}
        />
      );
    }
    return (
      <DateBox
        key={filter.key}
        label={filter.label}
        value={value}
        min={filter.notBefore && shown(values[filter.notBefore])}
        max={filter.notAfter && shown(values[filter.notAfter])}
        onChange={set}
      />
    );
  });
  if (controls.length === 1 && !children) return controls[0];
  return (
    <FilterBar className={className}>
      {controls}
      {children}
    </FilterBar>
  );
}
