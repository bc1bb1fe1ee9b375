import { ORDER_STATUSES, PAYMENT_MESSAGES } from '@shop/shared';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadPageNamespaces } from '@/i18n/index.ts';
import { showStatusNotice, VIBRATION_PATTERN } from './show-status-notice.tsx';
import { isNewsToCustomer, statusNotice } from './status-notice.ts';

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

const ORDER_ID = '3f2a9c1d-0000-4000-8000-0000a1b2c3d4';
const event = (status: string, notes: string | null = null) => ({
  id: 42,
  orderId: ORDER_ID,
  status,
  at: '2025-01-01T10:00:00.000Z',
  by: 'admin',
  notes,
});

beforeAll(async () => {
  await loadPageNamespaces('order-updates');
});

describe('statusNotice', () => {
  it('has its own title, message and icon for every status', () => {
    const notices = ORDER_STATUSES.map((status) => statusNotice(event(status)));
    expect(new Set(notices.map((n) => n.title)).size).toBe(ORDER_STATUSES.length);
    expect(new Set(notices.map((n) => n.icon)).size).toBe(ORDER_STATUSES.length);
    expect(statusNotice(event('ready'))).toMatchObject({
      title: 'Ready for pickup',
      body: 'Order #A1B2C3D4 is ready for pickup.',
      tone: 'success',
    });
  });

  it('is news when the restaurant or the system made the change, not the customer', () => {
    expect(isNewsToCustomer({ by: 'admin' })).toBe(true);
    expect(isNewsToCustomer({ by: 'system' })).toBe(true);
    expect(isNewsToCustomer({ by: 'customer' })).toBe(false);
  });

  it("says 'Order status updated' for a status it does not know", () => {
    expect(statusNotice(event('teleported')).title).toBe('Order status updated');
  });

  it('tells a wallet order’s news: paid, or cancelled unpaid', () => {
    const system = (status: string, notes: string | null = null) => ({
      ...event(status, notes),
      by: 'system',
    });
    expect(statusNotice(system('pending'), 'awaiting_payment')).toMatchObject({
      title: 'Payment received',
      body: 'Your payment was received: the restaurant has your order #A1B2C3D4.',
      tone: 'success',
    });
    expect(statusNotice(system('cancelled'), 'awaiting_payment')).toMatchObject({
      title: 'Order cancelled',
      body: 'Not paid in time: the order #A1B2C3D4 was cancelled.',
      tone: 'error',
    });
    // Without the status before, the server's note tells it.
    expect(statusNotice(system('pending', PAYMENT_MESSAGES.paid('eSewa', '000AWEO'))).title).toBe(
      'Payment received',
    );
    expect(statusNotice(system('cancelled', PAYMENT_MESSAGES.notPaidInTime)).body).toBe(
      'Not paid in time: the order #A1B2C3D4 was cancelled.',
    );
    // Otherwise the usual words.
    expect(statusNotice(system('cancelled'), 'pending').body).toBe(
      'Order #A1B2C3D4 has been cancelled.',
    );
    expect(statusNotice(event('pending'), 'awaiting_payment').title).toBe('Order received');
    expect(statusNotice(event('awaiting_payment')).title).toBe('Waiting for your payment');
  });

  it('adds the restaurant’s note', () => {
    expect(statusNotice(event('out_for_delivery', ' Rider Ram, 98000 ')).body).toBe(
      'Order #A1B2C3D4 is on its way to you.\nNote from the restaurant: Rider Ram, 98000',
    );
  });

  it('says once why the restaurant could not take the order', () => {
    expect(
      statusNotice(event('cancelled', 'Rejected: The kitchen is too busy right now')),
    ).toMatchObject({
      title: 'Order cancelled',
      body: 'The restaurant could not take order #A1B2C3D4: The kitchen is too busy right now.',
      tone: 'error',
    });
    // Any other cancellation keeps its words, and the restaurant's note as a note.
    expect(statusNotice(event('cancelled', 'Customer asked by phone')).body).toBe(
      'Order #A1B2C3D4 has been cancelled.\nNote from the restaurant: Customer asked by phone',
    );
    // The kitchen's acceptance stays a note on the confirmation.
    expect(statusNotice(event('confirmed', 'Accepted: ready in 25 minutes')).body).toBe(
      'The restaurant has accepted order #A1B2C3D4.\nNote from the restaurant: Accepted: ready in 25 minutes',
    );
  });

  it('speaks Nepali when Nepali is chosen', async () => {
    await changeLanguage('ne');
    try {
      expect(statusNotice(event('delivered'))).toMatchObject({
        title: 'अर्डर डेलिभर भयो',
        body: 'अर्डर #A1B2C3D4 डेलिभर भयो। मीठो भोजनको आनन्द लिनुहोस्!',
      });
      // The kitchen's answer, which the server writes in English, in Nepali too.
      expect(statusNotice(event('confirmed', 'Accepted: ready in 25 minutes')).body).toContain(
        'स्वीकार गरियो: २५ मिनेटमा तयार हुन्छ',
      );
      expect(statusNotice(event('cancelled', 'Rejected: We are closing soon'))).toMatchObject({
        title: 'अर्डर रद्द भयो',
        body: 'रेस्टुरेन्टले अर्डर #A1B2C3D4 लिन सकेन: हामी चाँडै बन्द हुँदैछौं।',
      });
      expect(statusNotice({ ...event('pending'), by: 'system' }, 'awaiting_payment')).toMatchObject(
        {
          title: 'भुक्तानी प्राप्त भयो',
          body: 'तपाईंको भुक्तानी प्राप्त भयो: रेस्टुरेन्टमा तपाईंको अर्डर #A1B2C3D4 पुगेको छ।',
        },
      );
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('showStatusNotice', () => {
  const vibrate = vi.fn();
  beforeEach(() => {
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  });

  it('toasts, with a way to the order, when notifications are not allowed, and vibrates', () => {
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default' }));
    const open = vi.fn();
    expect(showStatusNotice(statusNotice(event('cancelled')), open)).toBe('toast');
    expect(toast.error).toHaveBeenCalledWith(
      'Order cancelled',
      expect.objectContaining({ description: 'Order #A1B2C3D4 has been cancelled.' }),
    );
    toast.error.mock.calls[0]?.[1].action.onClick();
    expect(open).toHaveBeenCalledOnce();
    expect(vibrate).toHaveBeenCalledWith(VIBRATION_PATTERN);
    expect(VIBRATION_PATTERN).toEqual([200, 100, 200]);
  });

  it('toasts a refusal with its reason said once', () => {
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'denied' }));
    showStatusNotice(statusNotice(event('cancelled', 'Rejected: We are closing soon')), vi.fn());
    expect(toast.error).toHaveBeenCalledWith(
      'Order cancelled',
      expect.objectContaining({
        description: 'The restaurant could not take order #A1B2C3D4: We are closing soon.',
      }),
    );
  });

  it('shows a browser notification instead when they are allowed', () => {
    const created: { title: string; options: NotificationOptions }[] = [];
    const FakeNotification = vi.fn(function (
      this: object,
      title: string,
      options: NotificationOptions,
    ) {
      created.push({ title, options });
    });
    vi.stubGlobal('Notification', Object.assign(FakeNotification, { permission: 'granted' }));
    expect(showStatusNotice(statusNotice(event('preparing')), vi.fn())).toBe('notification');
    expect(created).toEqual([
      {
        title: '👨‍🍳 Your order is being prepared',
        options: expect.objectContaining({
          body: 'Our kitchen is cooking order #A1B2C3D4 now.',
          tag: 'order-status-42',
        }),
      },
    ]);
    expect(toast.info).not.toHaveBeenCalled();
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);
  });

  it('falls back to a toast where the page may not create notifications (Android)', () => {
    const Throwing = vi.fn(() => {
      throw new TypeError('Illegal constructor');
    });
    vi.stubGlobal('Notification', Object.assign(Throwing, { permission: 'granted' }));
    expect(showStatusNotice(statusNotice(event('confirmed')), vi.fn())).toBe('toast');
    expect(toast.success).toHaveBeenCalledWith('Order confirmed', expect.anything());
  });
});
