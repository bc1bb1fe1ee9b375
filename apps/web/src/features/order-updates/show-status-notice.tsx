import { i18n } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import type { StatusNotice } from './status-notice.ts';

/** The notification vibration (docs/product-rules.md#order-statuses). */
export const VIBRATION_PATTERN = [200, 100, 200];
/** The icon of a system notification (an emoji in its title names the status). */
const NOTIFICATION_ICON = '/favicon.svg';

function showSystemNotification(notice: StatusNotice, onOpen: () => void): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    const notification = new Notification(`${notice.emoji} ${notice.title}`, {
      body: notice.body,
      icon: NOTIFICATION_ICON,
      // Several tabs receive the same change: the same tag shows it once.
      tag: `order-status-${notice.id}`,
      lang: i18n.resolvedLanguage,
    });
    notification.onclick = () => {
      window.focus();
      onOpen();
      notification.close();
    };
    return true;
  } catch {
    // Android's Chrome allows notifications only through a service worker: toast instead.
    return false;
  }
}

function showToast(notice: StatusNotice, onOpen: () => void): void {
  const Icon = notice.icon;
  toast[notice.tone](notice.title, {
    id: `order-status-${notice.id}`,
    description: notice.body,
    icon: <Icon aria-hidden="true" className="size-5" />,
    action: { label: i18n.t('order-updates:view'), onClick: onOpen },
  });
}

/**
 * Tells the customer (docs/product-rules.md#order-statuses): a browser notification when they
 * allowed them, otherwise a toast; and the phone vibrates where it can.
 */
export function showStatusNotice(
  notice: StatusNotice,
  onOpen: () => void,
): 'notification' | 'toast' {
  const shown = showSystemNotification(notice, onOpen) ? 'notification' : 'toast';
  if (shown === 'toast') showToast(notice, onOpen);
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate(VIBRATION_PATTERN);
  }
  return shown;
}
