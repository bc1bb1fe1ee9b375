import { describe, expect, it } from 'vitest';
import { csvDateTime, truncate } from './format.ts';

describe('truncate', () => {
  it('cuts text longer than the limit and adds an ellipsis', () => {
    expect(truncate('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}...`);
    expect(truncate('a'.repeat(50), 50)).toBe('a'.repeat(50));
    expect(truncate('', 50)).toBe('');
  });

  it('counts characters, so a Nepali or emoji text is never cut inside one', () => {
    expect(truncate('🍔🍟🥤', 2)).toBe('🍔🍟...');
  });
});

describe('csvDateTime', () => {
  it('writes the local date and time, sortable', () => {
    const local = new Date(2025, 0, 5, 9, 7);
    expect(csvDateTime(local.toISOString())).toBe('2025-01-05 09:07');
  });
});
