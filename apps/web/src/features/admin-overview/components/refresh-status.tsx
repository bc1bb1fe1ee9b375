import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { timeOfDay } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

interface RefreshStatusProps {
  /** When the figures on screen were counted. */
  updatedAt: string | undefined;
  refreshing: boolean;
  failed: boolean;
  onRefresh: () => void;
}

/** When the figures were counted, a spinner while they refresh, and a button to do it now. */
export function RefreshStatus({ updatedAt, refreshing, failed, onRefresh }: RefreshStatusProps) {
  const { t } = useTranslation('admin-overview');
  let status: string = t('refresh.every');
  if (refreshing) status = t('refresh.refreshing');
  else if (failed) status = t('refresh.failed');
  else if (updatedAt) {
    const time = timeOfDay(updatedAt, { seconds: true });
    status = `${t('refresh.updated', { time })} · ${t('refresh.every')}`;
  }
  return (
    <div className="flex items-center gap-3 self-start lg:self-auto">
      <p
        role="status"
        data-testid="refresh-status"
        className={cn(
          'text-xs sm:text-sm',
          failed && !refreshing ? 'text-amber-700' : 'text-charcoal-500',
        )}
      >
        {status}
      </p>
      <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw
          className={cn('size-4', refreshing && 'motion-safe:animate-spin')}
          aria-hidden="true"
          data-testid={refreshing ? 'refresh-spinner' : undefined}
        />
        {t('refresh.button')}
      </Button>
    </div>
  );
}
