import { describe, expect, it } from 'vitest';
import { adminShell } from '@/i18n/locales/en/admin.ts';
import { newOrderValues } from './new-order-message.ts';

describe('the new-order alert', () => {
  it('names the order by its number (# and the last 8 characters of its id, upper-cased), the customer and the NRS total', () => {
    const values = newOrderValues({
      orderId: '4f1c2d3e-aaaa-bbbb-cccc-0123456789ab',
      customerName: 'Asha Gurung',
      total: 1234.5,
    });
    expect(values).toEqual({ number: '#456789AB', name: 'Asha Gurung', total: 'NRS 1,234.50' });
    const message = adminShell.alerts.newOrder.replace(
      /\{\{(\w+)\}\}/g,
      (_, key: keyof typeof values) => values[key],
    );
    expect(message).toBe('New order #456789AB from Asha Gurung — NRS 1,234.50');
  });
});
