import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslateMessage } from '@/i18n/index.ts';

interface CheckFieldProps {
  /** The form's field name, when the form is read as FormData. */
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Around the whole field (the back office draws it boxed). */
  className?: string;
}

/** A checkbox with its label beside it, an optional hint and the field's message. */
export function CheckField({ label, hint, error, onChange, className, ...box }: CheckFieldProps) {
  const translate = useTranslateMessage();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          {...box}
          type="checkbox"
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-flame-600 aria-invalid:outline-2 aria-invalid:outline-red-500"
        />
        <div className="text-sm">
          <label htmlFor={id} className="cursor-pointer font-medium text-charcoal-800">
            {label}
          </label>
          {hint && (
            <p id={hintId} className="mt-0.5 text-xs text-charcoal-600">
              {hint}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{translate(error)}</span>
        </p>
      )}
    </div>
  );
}
