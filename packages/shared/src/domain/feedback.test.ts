import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PAGE_CATEGORIES,
  FLOATING_FEEDBACK_CATEGORIES,
} from './feedback.ts';

describe('feedback categories', () => {
  it('the server accepts every category of both forms, each once', () => {
    const accepted = new Set<string>(FEEDBACK_CATEGORIES);
    expect(accepted.size).toBe(FEEDBACK_CATEGORIES.length);
    for (const category of [...FEEDBACK_PAGE_CATEGORIES, ...FLOATING_FEEDBACK_CATEGORIES]) {
      expect(accepted.has(category), category).toBe(true);
    }
    expect(accepted.size).toBe(
      new Set([...FEEDBACK_PAGE_CATEGORIES, ...FLOATING_FEEDBACK_CATEGORIES]).size,
    );
  });
});
