import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

const cardClasses =
  'flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-charcoal-200 bg-white p-3 text-sm font-semibold transition has-[:checked]:border-flame-500 has-[:checked]:bg-flame-50/60 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-flame-500';

export interface OptionCard<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
  disabled?: boolean;
  /** A smaller line under the label. */
  detail?: string | null;
}

interface OptionCardsProps<T extends string> {
  legend: string;
  /** The radio group's name; unique per form. */
  name: string;
  options: readonly OptionCard<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The grid's columns. */
  columns: string;
  /** What is said under the options. */
  children?: ReactNode;
}

/** One choice among a few, drawn as cards with an icon over native radio buttons. */
export function OptionCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns,
  children,
}: OptionCardsProps<T>) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-charcoal-900">{legend}</legend>
      <div className={cn('grid gap-3', columns)}>
        {options.map(({ value: option, label, icon: Icon, disabled, detail }) => (
          <label key={option} className={cardClasses}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon className="size-5 shrink-0 text-flame-600" aria-hidden="true" />
            <span className="min-w-0">
              {label}
              {detail && (
                <span className="block text-xs font-normal text-charcoal-600">{detail}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
