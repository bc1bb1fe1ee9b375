import { describe, expect, it } from 'vitest';
import { placeName } from './place-name.ts';

describe('a place as staff read it', () => {
  it('names a country by its name, and leaves cities and states as written', () => {
    expect(placeName('NP')).toBe('Nepal');
    expect(placeName('IN')).toBe('India');
    expect(placeName('Kathmandu')).toBe('Kathmandu');
    expect(placeName('Bagmati')).toBe('Bagmati');
    expect(placeName('np')).toBe('np');
  });
});
