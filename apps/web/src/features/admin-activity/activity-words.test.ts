import { describe, expect, it } from 'vitest';
import { actionWords, detailLabel, detailValue, entityWords } from './activity-words.ts';

describe('the words of an audit line', () => {
  it('reads action and record codes as sentences', () => {
    expect(actionWords('order.status_changed')).toBe('Order status changed');
    expect(actionWords('customer.checked_in')).toBe('Customer checked in');
    expect(actionWords('admin.password_changed')).toBe('Admin password changed');
    expect(entityWords('gallery_item')).toBe('Gallery item');
    expect(entityWords('')).toBe('');
  });

  it('labels and shows details', () => {
    expect(detailLabel('otherSessionsEnded')).toBe('Other sessions ended');
    expect(detailLabel('total_spent')).toBe('Total spent');
    expect(detailValue(null)).toBe('—');
    expect(detailValue(true)).toBe('true');
    expect(detailValue(250.5)).toBe('250.5');
    expect(detailValue({ a: 1 })).toBe('{"a":1}');
    expect(detailValue(['x', 'y'])).toBe('["x","y"]');
  });
});
