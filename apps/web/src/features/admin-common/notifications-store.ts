import { create } from 'zustand';

/** Notifications kept: the last 10, 3 shown (docs/product-rules.md#back-office-shell). */
export const KEPT_NOTIFICATIONS = 10;

export type NotificationTone = 'info' | 'success' | 'error';

export interface AdminNotification {
  id: string;
  message: string;
  tone: NotificationTone;
  /** ISO time the notification was added. */
  at: string;
  /** The order it is about, when it is about one (a new order, a status change). */
  orderId?: string;
}

interface NotificationsState {
  notifications: AdminNotification[];
  add: (notification: Omit<AdminNotification, 'id' | 'at'>) => void;
  clear: () => void;
}

let sequence = 0;

/**
 * The back office's recent notifications (new orders from the staff alerts, status changes and
 * deletions from the orders screen), newest first, for this tab's lifetime.
 */
export const useAdminNotifications = create<NotificationsState>()((set) => ({
  notifications: [],
  add: (notification) =>
    set((state) => ({
      notifications: [
        { ...notification, id: `n${++sequence}`, at: new Date().toISOString() },
        ...state.notifications,
      ].slice(0, KEPT_NOTIFICATIONS),
    })),
  clear: () => set({ notifications: [] }),
}));
