import { useId } from 'react';

interface CheckFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox with an optional line of explanation. */
export function CheckField({ label, hint, checked, onChange }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-charcoal-200 bg-cream-50 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-flame-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-charcoal-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-charcoal-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
