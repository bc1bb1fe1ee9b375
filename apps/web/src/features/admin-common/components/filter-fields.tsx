import { ChevronDown, Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { controlClasses } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';

const labelClasses = 'mb-1.5 block text-xs font-semibold text-charcoal-700';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
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
}: SearchBoxProps) {
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

interface SelectBoxProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}

/** A labelled drop-down of a filter bar. */
export function SelectBox<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SelectBoxProps<T>) {
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
