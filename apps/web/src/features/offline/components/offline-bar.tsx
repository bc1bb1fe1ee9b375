import { WifiOff } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { useOnline } from '../hooks/use-online.ts';

/**
 * Across the top of the shop while the connection is gone: what is on screen is what was last
 * seen, the cart and wishlist still work, and ordering waits for the network.
 */
export function OfflineBar() {
  const { t } = useTranslation('layout');
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-mustard-400 px-4 py-2 text-center text-sm text-charcoal-950">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{t('offline.title')}</strong>{' '}
            <span className="text-charcoal-800">{t('offline.message')}</span>
          </span>
        </p>
      )}
    </div>
  );
}
