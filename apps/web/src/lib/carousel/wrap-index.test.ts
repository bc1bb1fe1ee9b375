import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap-index.ts';

describe('wrapIndex', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-7, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
