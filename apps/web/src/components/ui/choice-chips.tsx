import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { FieldControlProps } from './form-field.tsx';

interface ChoiceChipsProps<T extends string> {
  options: readonly T[];
  labels: Record<T, string>;
  /** The chosen option, or '' for none yet. */
  value: T | '';
  onChange: (value: T) => void;
  /** The radio group's name; unique per form. */
  name: string;
  control: FieldControlProps;
}

/** A pill over a hidden native radio or checkbox, chosen or not; its shape is the caller's. */
export const pickClasses = (chosen: boolean) =>
  cn(
    'cursor-pointer items-center border text-sm transition select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-flame-500',
    chosen
      ? 'border-flame-600 bg-flame-600 text-white shadow-sm shadow-flame-900/20'
      : 'border-charcoal-200 bg-white text-charcoal-700 hover:border-flame-300 hover:bg-flame-50 hover:text-flame-700',
  );

/** A single choice among a few options, drawn as pills over native radio buttons. */
export function ChoiceChips<T extends string>({
  options,
  labels,
  value,
  onChange,
  name,
  control,
}: ChoiceChipsProps<T>) {
  return (
    <div role="radiogroup" {...control} aria-required="true" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const checked = value === option;
        return (
          <label
            key={option}
            className={cn(
              'inline-flex h-10 gap-1.5 rounded-full px-4 font-medium',
              pickClasses(checked),
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={checked}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {checked && <Check className="-ml-1 size-4" aria-hidden="true" />}
            {labels[option]}
          </label>
        );
      })}
    </div>
  );
}
