import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

interface PriceProps {
  amount: number;
  /** The previous price, shown struck through when it is higher than `amount`. */
  oldAmount?: number | null;
  className?: string;
  size?: 'md' | 'lg';
}

export function Price({ amount, oldAmount, className, size = 'md' }: PriceProps) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const showOld = oldAmount !== null && oldAmount !== undefined && oldAmount > amount;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span
        className={cn(
          'font-bold text-charcoal-900 tabular-nums',
          size === 'lg' ? 'text-xl' : 'text-lg',
        )}
      >
        {showOld && <span className="sr-only">{t('price.now')} </span>}
        {money(amount)}
      </span>
      {showOld && (
        <s className="text-sm text-charcoal-500 tabular-nums">
          <span className="sr-only">{t('price.was')} </span>
          {money(oldAmount)}
        </s>
      )}
    </span>
  );
}
