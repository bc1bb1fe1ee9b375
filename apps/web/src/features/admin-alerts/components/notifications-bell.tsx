import { Bell, ShoppingBag } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { timeOfDay, useAdminNotifications } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The recent notifications (new orders, status changes) on every screen: a bell whose dot
 * counts what arrived since it was last opened, and a popover with the list and Clear All.
 */
export function NotificationsBell() {
  const { t } = useTranslation('admin');
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { notifications, clear } = useAdminNotifications();
  const [seenId, setSeenId] = useState<string | null>(null);
  const unseen = notifications.findIndex((n) => n.id === seenId);
  const unseenCount = unseen === -1 ? notifications.length : unseen;

  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-label={
          unseenCount > 0
            ? `${t('alerts.notifications')} (${unseenCount})`
            : t('alerts.notifications')
        }
        className="relative flex size-10 items-center justify-center rounded-full text-charcoal-700 transition hover:bg-charcoal-900/5 hover:text-flame-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unseenCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-flame-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
          >
            {unseenCount}
          </span>
        )}
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        onToggle={(event) => {
          if (event.newState === 'open') setSeenId(notifications[0]?.id ?? null);
        }}
        role="dialog"
        aria-labelledby={`${panelId}-title`}
        className="fixed inset-auto top-16 right-3 m-0 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-charcoal-900/10 bg-white p-2 text-charcoal-900 shadow-card-hover sm:right-20"
      >
        <div className="flex items-center justify-between px-3 pt-1 pb-2">
          <p id={`${panelId}-title`} className="text-sm font-semibold">
            {t('alerts.recent')}
          </p>
          {notifications.length > 0 && (
            <button
              type="button"
              onClick={clear}
              className="rounded-full px-2.5 py-1 text-xs font-semibold text-flame-700 transition hover:bg-flame-50"
            >
              {t('alerts.clearAll')}
            </button>
          )}
        </div>
        {notifications.length === 0 ? (
          <p className="px-3 pb-3 text-sm text-charcoal-600">{t('alerts.noNotifications')}</p>
        ) : (
          <ul className="grid max-h-96 gap-0.5 overflow-y-auto">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <Link
                  to="/admin/orders"
                  onClick={() => panel.current?.hidePopover()}
                  className="flex gap-3 rounded-xl px-3 py-2.5 transition hover:bg-flame-50"
                >
                  <span
                    className={cn(
                      'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
                      notification.tone === 'error'
                        ? 'bg-red-50 text-red-600'
                        : 'bg-flame-50 text-flame-700',
                    )}
                  >
                    <ShoppingBag className="size-4" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm text-charcoal-900">{notification.message}</span>
                    <span className="block text-xs text-charcoal-600">
                      {timeOfDay(notification.at)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
