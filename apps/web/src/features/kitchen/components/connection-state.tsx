import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { KitchenConnection } from '../hooks/use-kitchen-tickets.ts';

/** Whether new tickets arrive by themselves: a green dot while live, amber while reconnecting. */
export function ConnectionState({ connection }: { connection: KitchenConnection }) {
  const { t } = useTranslation('kitchen');
  const live = connection === 'live';
  return (
    <p
      role="status"
      data-connection={connection}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-2.5 rounded-full px-4 text-base font-bold',
        live ? 'bg-emerald-500/15 text-emerald-300' : 'bg-amber-400/15 text-amber-300',
      )}
    >
      <span aria-hidden="true" className="relative flex size-3">
        {live && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        )}
        <span
          className={cn(
            'relative inline-flex size-3 rounded-full',
            live ? 'bg-emerald-400' : 'bg-amber-400',
          )}
        />
      </span>
      {/* On a phone, live is the green dot alone; anything else keeps its word. */}
      <span className={cn(live && 'max-sm:sr-only')}>{t(`connection.${connection}`)}</span>
    </p>
  );
}
