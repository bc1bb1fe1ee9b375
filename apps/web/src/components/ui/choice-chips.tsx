import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
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

/**
 * One choice over a hidden native radio: its words (and shape, from `className`) on the pill,
 * the chosen one filled and ticked; the rest of the props go to the radio.
 */
export function RadioPill({ className, children, ...radio }: ComponentProps<'input'>) {
  const chosen = radio.checked === true;
  return (
    <label className={cn('gap-1.5', pickClasses(chosen), className)}>
      <input type="radio" className="sr-only" {...radio} />
      {chosen && <Check className="size-4 shrink-0" aria-hidden="true" />}
      {children}
    </label>
  );
}

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
      {options.map((option) => (
        <RadioPill
          key={option}
          name={name}
          value={option}
          checked={value === option}
          onChange={() => onChange(option)}
          className="inline-flex h-10 rounded-full px-4 font-medium"
        >
          {labels[option]}
        </RadioPill>
      ))}
    </div>
  );
}
