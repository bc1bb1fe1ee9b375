import { Minus, Plus } from 'lucide-react';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

interface QuantityStepperProps {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease?: boolean;
  canIncrease?: boolean;
  /** What is counted, so each button says what it changes ("Increase quantity of Momo"). */
  itemName?: string;
  size?: 'sm' | 'md';
  className?: string;
}

const sizes = {
  sm: { button: 'size-8', icon: 'size-3.5', value: 'min-w-8 text-sm' },
  md: { button: 'size-10', icon: 'size-4', value: 'min-w-10 text-base' },
};

/** − value + in a pill; the value is announced as it changes. */
export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  canDecrease = true,
  canIncrease = true,
  itemName,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const label = {
    legend: itemName ? t('quantity.legendOf', { item: itemName }) : t('quantity.legend'),
    decrease: itemName ? t('quantity.decreaseOf', { item: itemName }) : t('quantity.decrease'),
    increase: itemName ? t('quantity.increaseOf', { item: itemName }) : t('quantity.increase'),
  };
  const classes = sizes[size];
  const button = cn(
    'flex shrink-0 items-center justify-center rounded-full text-charcoal-800 transition hover:bg-white hover:text-flame-700 hover:shadow-sm disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-charcoal-800 disabled:hover:shadow-none',
    classes.button,
  );
  return (
    <fieldset
      className={cn(
        'inline-flex min-w-0 items-center rounded-full bg-cream-100 p-1 ring-1 ring-charcoal-900/10',
        className,
      )}
    >
      <legend className="sr-only">{label.legend}</legend>
      <button
        type="button"
        className={button}
        onClick={onDecrease}
        disabled={!canDecrease}
        aria-label={label.decrease}
      >
        <Minus className={classes.icon} aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        className={cn('px-1 text-center font-bold text-charcoal-900 tabular-nums', classes.value)}
      >
        {number(value)}
      </output>
      <button
        type="button"
        className={button}
        onClick={onIncrease}
        disabled={!canIncrease}
        aria-label={label.increase}
      >
        <Plus className={classes.icon} aria-hidden="true" />
      </button>
    </fieldset>
  );
}
