import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text.ts';

describe('a sidebar badge', () => {
  it('shows only above 0', () => {
    expect(badgeText(0, false)).toBeNull();
    expect(badgeText(-3, true)).toBeNull();
    expect(badgeText(undefined, false)).toBeNull();
    expect(badgeText(1, false)).toBe('1');
  });

  it('caps at 99+ when the sidebar is collapsed', () => {
    expect(badgeText(99, true)).toBe('99');
    expect(badgeText(100, true)).toBe('99+');
    expect(badgeText(5000, true)).toBe('99+');
  });

  it('caps at 999+ when the sidebar is expanded', () => {
    expect(badgeText(100, false)).toBe('100');
    expect(badgeText(999, false)).toBe('999');
    expect(badgeText(1000, false)).toBe('999+');
  });
});
