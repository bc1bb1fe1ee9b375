import { cn } from '@/lib/cn.ts';

interface StatusSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Names what the switch turns on, e.g. "Show Burgers in the shop". */
  label: string;
  disabled?: boolean;
}

/** An on/off switch (a button with the switch role), for a record's active state. */
export function StatusSwitch({ checked, onChange, label, disabled = false }: StatusSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500 disabled:cursor-wait disabled:opacity-60',
        checked ? 'bg-emerald-600' : 'bg-charcoal-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-6' : 'translate-x-1',
        )}
      />
    </button>
  );
}
