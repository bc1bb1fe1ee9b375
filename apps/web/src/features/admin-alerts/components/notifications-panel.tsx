import { Bell, CircleAlert, CircleCheck, Info } from 'lucide-react';
import { timeOfDay, useAdminNotifications } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** docs/product-rules.md#back-office-shell: the last 10 are kept, 3 shown. */
const SHOWN = 3;

const TONES = {
  success: { icon: CircleCheck, className: 'text-emerald-600' },
  error: { icon: CircleAlert, className: 'text-red-600' },
  info: { icon: Info, className: 'text-sky-600' },
} as const;

/**
 * The Orders screen's recent notifications: new orders (staff alerts), status changes and
 * deletions; the newest 3 of the 10 the bell keeps.
 */
export function NotificationsPanel() {
  const { t } = useTranslation('admin');
  const notifications = useAdminNotifications((state) => state.notifications);
  const clear = useAdminNotifications((state) => state.clear);
  const shown = notifications.slice(0, SHOWN);
  const more = notifications.length - shown.length;

  return (
    <section
      aria-labelledby="order-notifications-title"
      className="w-full rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card sm:w-80 lg:w-96"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="order-notifications-title"
          className="flex items-center gap-2 text-sm font-bold text-charcoal-900"
        >
          <Bell className="size-4 text-flame-600" aria-hidden="true" />
          {t('alerts.panelTitle')}
          {notifications.length > 0 && (
            <span className="rounded-full bg-flame-600 px-2 py-0.5 text-[11px] text-white tabular-nums">
              {notifications.length}
            </span>
          )}
        </h2>
        <button
          type="button"
          onClick={clear}
          disabled={notifications.length === 0}
          className="rounded-full px-3 py-1 text-xs font-semibold text-flame-700 transition hover:bg-flame-50 focus-visible:outline-2 focus-visible:outline-flame-500 disabled:text-charcoal-400 disabled:hover:bg-transparent"
        >
          {t('alerts.clearAll')}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-charcoal-600">{t('alerts.panelEmpty')}</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-live="polite" data-testid="order-notifications">
          {shown.map((notification) => {
            const { icon: Icon, className } = TONES[notification.tone];
            return (
              <li
                key={notification.id}
                className="flex items-start gap-2.5 rounded-2xl bg-cream-50 p-2.5 text-sm"
              >
                <Icon className={cn('mt-0.5 size-4 shrink-0', className)} aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-medium break-words text-charcoal-900">
                    {notification.message}
                  </p>
                  <time dateTime={notification.at} className="text-xs text-charcoal-500">
                    {timeOfDay(notification.at)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-2 text-xs text-charcoal-500">{t('alerts.more', { count: more })}</p>
      )}
    </section>
  );
}
