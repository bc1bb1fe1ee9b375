import { PASSWORD_MAX_LENGTH } from '@shop/shared';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { controlClasses, FormField } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';

interface PasswordFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** `current-password` to log in, `new-password` to choose one (password managers read it). */
  autoComplete: 'current-password' | 'new-password';
  className?: string;
  /** The toggle's names for screen readers, in the page's language. */
  showLabel: string;
  hideLabel: string;
  /** Larger touch targets, for a counter kiosk. */
  large?: boolean;
}

/** A password box with a show/hide toggle, so a person on a phone can check what they typed. */
export function PasswordField({
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  autoComplete,
  className,
  showLabel,
  hideLabel,
  large = false,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            name={name}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={PASSWORD_MAX_LENGTH}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={cn(controlClasses, large ? 'h-13 pr-14' : 'pr-13')}
          />
          <button
            type="button"
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
            className={cn(
              'absolute inset-y-0 right-1.5 my-auto flex items-center justify-center rounded-full text-charcoal-500 transition hover:bg-charcoal-900/5 hover:text-flame-700',
              large ? 'size-11' : 'size-10',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </FormField>
  );
}
