import { describe, expect, it } from 'vitest';
import { ruleOf } from './group-rule.ts';

describe("a group's rule", () => {
  it('reads as up to, exactly or between, a chosen group taking at least 1', () => {
    expect(ruleOf({ min: 0, max: 3, required: false }).key).toBe('upTo');
    expect(ruleOf({ min: 1, max: 1, required: true }).key).toBe('exactly');
    expect(ruleOf({ min: 0, max: 1, required: true })).toEqual({ key: 'exactly', min: 1, max: 1 });
    expect(ruleOf({ min: 1, max: 2, required: false })).toEqual({ key: 'between', min: 1, max: 2 });
  });
});
