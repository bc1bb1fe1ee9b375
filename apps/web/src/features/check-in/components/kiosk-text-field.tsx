import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';

/** The kiosk's inputs: tall, with large type, for a finger on a counter screen. */
export const kioskControlClasses =
  'block h-14 w-full rounded-2xl border border-charcoal-200 bg-cream-50 px-4 text-lg text-charcoal-900 placeholder:text-charcoal-500 transition hover:border-charcoal-300 focus:border-flame-400 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-flame-500 aria-invalid:border-red-500 aria-invalid:bg-red-50/60';

type Native = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className' | 'children'
>;

interface KioskTextFieldProps extends Native {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** Classes of the field's wrapper (grid placement). */
  className?: string;
  inputClassName?: string;
}

/** A labelled kiosk input with its hint and message. */
export function KioskTextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  optional,
  className,
  inputClassName,
  ...native
}: KioskTextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <input
          {...native}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(kioskControlClasses, inputClassName)}
        />
      )}
    </FormField>
  );
}
