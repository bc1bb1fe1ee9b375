import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_NOTIFICATIONS, useAdminNotifications } from './notifications-store.ts';

describe('the back office notifications', () => {
  beforeEach(() => useAdminNotifications.getState().clear());

  it('keep the newest first and only the last ten', () => {
    const { add } = useAdminNotifications.getState();
    for (let n = 1; n <= 12; n++) add({ message: `Order ${n}`, tone: 'info' });
    const kept = useAdminNotifications.getState().notifications;
    expect(kept).toHaveLength(KEPT_NOTIFICATIONS);
    expect(kept[0]?.message).toBe('Order 12');
    expect(kept.at(-1)?.message).toBe('Order 3');
    expect(new Set(kept.map((n) => n.id)).size).toBe(KEPT_NOTIFICATIONS);
  });

  it('are all gone after Clear All', () => {
    useAdminNotifications.getState().add({ message: 'Order 1', tone: 'success', orderId: 'a1' });
    useAdminNotifications.getState().clear();
    expect(useAdminNotifications.getState().notifications).toEqual([]);
  });
});
