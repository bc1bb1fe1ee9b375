import type { CheckInStatus } from '@shop/shared';
import { Crown, Sparkles, Star } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

const LOOKS = {
  new: { icon: Sparkles, classes: 'bg-sky-50 text-sky-800 ring-sky-200' },
  regular: { icon: Star, classes: 'bg-flame-50 text-flame-800 ring-flame-200' },
  vip: { icon: Crown, classes: 'bg-amber-100 text-amber-900 ring-amber-300' },
} as const;

/**
 * The check-in status the server assigned, in upper case (docs/product-rules.md#check-in-kiosk).
 */
export function StatusBadge({
  status,
  size = 'md',
}: {
  status: CheckInStatus;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('check-in');
  const { icon: Icon, classes } = LOOKS[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full font-bold tracking-wider ring-1',
        size === 'lg' ? 'px-4 py-1.5 text-base' : 'px-3 py-1 text-sm',
        classes,
      )}
    >
      <Icon className={size === 'lg' ? 'size-5' : 'size-4'} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
