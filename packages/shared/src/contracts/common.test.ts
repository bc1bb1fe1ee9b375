import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.ts';
import { errorResponseSchema, queryAmount } from './common.ts';

describe('queryAmount', () => {
  const amount = queryAmount('minPrice');

  it.each([
    ['0', 0],
    ['250', 250],
    ['250.5', 250.5],
    [' 99.99 ', 99.99],
    [120.25, 120.25],
  ])('reads %j as NRS %d', (sent, nrs) => {
    expect(amount.parse(sent)).toBe(nrs);
  });

  it.each([
    '',
    '  ',
    '0x10',
    '1e1',
    '1.005',
    '-5',
    '+5',
    '.5',
    '5.',
    'Infinity',
    '10000000.01',
    1.005,
    -1,
    Number.NaN,
    true,
    ['3'],
  ])('refuses %j, naming the parameter', (sent) => {
    const result = amount.safeParse(sent);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'minPrice must be an amount from 0 to 10000000 with at most two decimals',
    );
  });
});

describe('errorResponseSchema', () => {
  it('accepts every shared error code and nothing else', () => {
    for (const error of ERROR_CODES) {
      expect(errorResponseSchema.safeParse({ error, message: 'x' }).success).toBe(true);
    }
    expect(errorResponseSchema.safeParse({ error: 'TEAPOT', message: 'x' }).success).toBe(false);
  });
});
