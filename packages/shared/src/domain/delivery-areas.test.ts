import { describe, expect, it } from 'vitest';
import { addressWords, matchDeliveryArea } from './delivery-areas.ts';

const areas = [
  { id: 1, name: 'Kathmandu', places: ['Kathmandu', 'काठमाडौं'] },
  { id: 2, name: 'Thamel', places: [] },
  { id: 3, name: 'Lalitpur', places: ['Lalitpur', 'Patan'] },
  { id: 4, name: 'Jhamsikhel', places: ['Jhamsikhel', 'Jhamsi Khel', 'झम्सिखेल'] },
];

describe('matchDeliveryArea', () => {
  it('prefers the neighbourhood to the city it is in', () => {
    expect(matchDeliveryArea(areas, 'Thamel Marg 1, Kathmandu, 44600')?.name).toBe('Thamel');
  });

  it('matches whole words only, in any letter case', () => {
    expect(matchDeliveryArea(areas, 'PATAN DURBAR SQUARE')?.name).toBe('Lalitpur');
    expect(matchDeliveryArea(areas, 'Patanjali Road, Pokhara')).toBeUndefined();
  });

  it('prefers the place with more words where two start at the same word', () => {
    const jhamsi = [...areas, { id: 5, name: 'Jhamsi', places: [] }];
    expect(matchDeliveryArea(jhamsi, 'House 4, Jhamsi Khel, Lalitpur')?.name).toBe('Jhamsikhel');
  });

  it('takes the place written first, whatever the order of the areas', () => {
    expect(matchDeliveryArea([...areas].reverse(), 'Kathmandu Road, Patan')?.name).toBe(
      'Kathmandu',
    );
  });

  it('matches Devanagari place names', () => {
    expect(matchDeliveryArea(areas, 'झम्सिखेल, ललितपुर')?.name).toBe('Jhamsikhel');
    expect(matchDeliveryArea(areas, 'ठमेल, काठमाडौं')?.name).toBe('Kathmandu');
  });

  it('finds no area for an address outside them all', () => {
    expect(matchDeliveryArea(areas, 'Lakeside, Pokhara, 33700')).toBeUndefined();
  });

  it('splits an address into words without punctuation', () => {
    expect(addressWords('Thamel-Marg 1, Kathmandu')).toEqual(['thamel', 'marg', '1', 'kathmandu']);
  });
});
