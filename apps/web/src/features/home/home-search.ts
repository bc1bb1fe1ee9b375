/** The hero search goes to the menu after a 300 ms pause (docs/product-rules.md#home)… */
export const HOME_SEARCH_DEBOUNCE_MS = 300;
/** …once more than 2 characters are typed. */
const AUTO_SEARCH_MIN_LENGTH = 3;
/** The menu reads at most 100 characters of a search. */
export const HOME_SEARCH_MAX_LENGTH = 100;

/** `/meals?search=…` for the text, or null when it is blank after trimming. */
export function mealsSearchPath(text: string): string | null {
  const search = text.trim();
  if (!search) return null;
  return `/meals?${new URLSearchParams({ search })}`;
}

/** Where a pause in typing leads: only text long enough to be worth a search. */
export function autoSearchPath(text: string): string | null {
  return text.trim().length >= AUTO_SEARCH_MIN_LENGTH ? mealsSearchPath(text) : null;
}

export interface TypingState {
  word: number;
  chars: number;
  deleting: boolean;
}

export const TYPING_START: TypingState = { word: 0, chars: 0, deleting: false };

/** Milliseconds per typed letter, per erased letter, on a finished word and between words. */
export const TYPING_DELAYS = { type: 75, erase: 35, hold: 1600, next: 450 } as const;

/**
 * One step of the placeholder's typewriter: type the word letter by letter, hold it, erase it,
 * move on to the next (wrapping). Returns the new state and how long to wait before the next.
 */
export function nextTypingStep(
  state: TypingState,
  words: readonly string[],
): { state: TypingState; delay: number } {
  const length = words[state.word]?.length ?? 0;
  if (!state.deleting && state.chars < length) {
    return { state: { ...state, chars: state.chars + 1 }, delay: TYPING_DELAYS.type };
  }
  if (!state.deleting) return { state: { ...state, deleting: true }, delay: TYPING_DELAYS.hold };
  if (state.chars > 0) {
    return { state: { ...state, chars: state.chars - 1 }, delay: TYPING_DELAYS.erase };
  }
  const word = words.length > 0 ? (state.word + 1) % words.length : 0;
  return { state: { word, chars: 0, deleting: false }, delay: TYPING_DELAYS.next };
}

export function typedText(state: TypingState, words: readonly string[]): string {
  return (words[state.word] ?? '').slice(0, state.chars);
}
