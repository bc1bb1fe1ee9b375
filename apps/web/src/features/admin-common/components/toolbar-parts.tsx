import { type LucideIcon, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import type { FilterDefinition, FilterOption } from './toolbar.tsx';

/** A drop-down filter: `all` (the address's default, '') first, then the choices. */
export function selectFilter(
  key: string,
  label: string,
  all: string,
  choices: readonly FilterOption[] = [],
): FilterDefinition {
  return { kind: 'select', key, label, options: [{ value: '', label: all }, ...choices] };
}

/** A drop-down's choices: each value with its words. */
export function choicesOf<T extends string>(
  values: readonly T[] = [],
  words: (value: T) => string = String,
): FilterOption[] {
  return values.map((value) => ({ value, label: words(value) }));
}

/** Whether any of these filters is set in the address's values. */
export function anyFilterSet(keys: readonly string[], values: Record<string, unknown>): boolean {
  return keys.some((key) => values[key] !== undefined && values[key] !== '');
}

interface ResetFiltersProps {
  keys: readonly string[];
  /** The list's address (see useSectionList). */
  address: {
    values: Record<string, unknown>;
    change: (change: Record<string, string>) => void;
  };
  label: string;
  icon?: LucideIcon;
}

/** Under a toolbar's filters while any is set: a button that clears them all. */
export function ResetFilters({ keys, address, label, icon: Icon = RotateCcw }: ResetFiltersProps) {
  if (!anyFilterSet(keys, address.values)) return null;
  return (
    <div className="col-span-full">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => address.change(Object.fromEntries(keys.map((key) => [key, ''])))}
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
