import { describe, expect, it } from 'vitest';
import { placeName } from './place-name.ts';

describe('a place as staff read it', () => {
  it('names the shop’s country by its name, and leaves every other place as written', () => {
    expect(placeName('NP')).toBe('Nepal');
    expect(placeName('Kathmandu')).toBe('Kathmandu');
    expect(placeName('Bagmati')).toBe('Bagmati');
    // A state written in two capitals is not taken for a country (Canada, India).
    expect(placeName('CA')).toBe('CA');
    expect(placeName('IN')).toBe('IN');
    expect(placeName('np')).toBe('np');
  });
});
