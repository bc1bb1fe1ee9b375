import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key.ts';

describe('scrollKey', () => {
  it('keeps each visit within the app apart, even of one address', () => {
    expect(scrollKey({ key: 'x1y2z3', pathname: '/meals', search: '' })).toBe('x1y2z3');
    expect(scrollKey({ key: 'a4b5c6', pathname: '/meals', search: '' })).toBe('a4b5c6');
  });

  it('tells pages the browser loaded itself apart by their address', () => {
    expect(scrollKey({ key: 'default', pathname: '/meals', search: '?page=2' })).toBe(
      '/meals?page=2',
    );
    expect(scrollKey({ key: 'default', pathname: '/about', search: '' })).toBe('/about');
  });
});
