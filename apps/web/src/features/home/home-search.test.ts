import { describe, expect, it } from 'vitest';
import {
  autoSearchPath,
  mealsSearchPath,
  nextTypingStep,
  TYPING_DELAYS,
  TYPING_START,
  type TypingState,
  typedText,
} from './home-search.ts';

describe('mealsSearchPath', () => {
  it('builds /meals?search= from the trimmed text', () => {
    expect(mealsSearchPath('  momo ')).toBe('/meals?search=momo');
    expect(mealsSearchPath('jhol momo & fries')).toBe('/meals?search=jhol+momo+%26+fries');
  });

  it('ignores blank text', () => {
    expect(mealsSearchPath('')).toBeNull();
    expect(mealsSearchPath('   ')).toBeNull();
  });
});

describe('autoSearchPath', () => {
  it('searches only once more than 2 characters are typed', () => {
    expect(autoSearchPath('mo')).toBeNull();
    expect(autoSearchPath(' mo  ')).toBeNull();
    expect(autoSearchPath('mom')).toBe('/meals?search=mom');
  });
});

describe('nextTypingStep', () => {
  const words = ['ab', 'c'];

  function run(steps: number): Array<{ text: string; delay: number }> {
    let state: TypingState = TYPING_START;
    const seen: Array<{ text: string; delay: number }> = [];
    for (let i = 0; i < steps; i++) {
      const next = nextTypingStep(state, words);
      state = next.state;
      seen.push({ text: typedText(state, words), delay: next.delay });
    }
    return seen;
  }

  it('types a word, holds it, erases it and moves on, wrapping to the first', () => {
    expect(run(12)).toEqual([
      { text: 'a', delay: TYPING_DELAYS.type },
      { text: 'ab', delay: TYPING_DELAYS.type },
      { text: 'ab', delay: TYPING_DELAYS.hold },
      { text: 'a', delay: TYPING_DELAYS.erase },
      { text: '', delay: TYPING_DELAYS.erase },
      { text: '', delay: TYPING_DELAYS.next },
      { text: 'c', delay: TYPING_DELAYS.type },
      { text: 'c', delay: TYPING_DELAYS.hold },
      { text: '', delay: TYPING_DELAYS.erase },
      { text: '', delay: TYPING_DELAYS.next },
      { text: 'a', delay: TYPING_DELAYS.type },
      { text: 'ab', delay: TYPING_DELAYS.type },
    ]);
  });
});
