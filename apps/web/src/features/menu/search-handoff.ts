/**
 * What the home search hands the menu when a pause in typing opens it: the text as typed (spaces
 * and all), so the menu's own search box takes over, focused, and the rest of the word lands there.
 */
interface SearchHandoff {
  typedSearch: string;
}

/** The navigation state for `navigate('/meals?search=…', { state })`. */
export function searchHandoff(typed: string): SearchHandoff {
  return { typedSearch: typed };
}

/** The text handed over by the home search, or null when the page was opened otherwise. */
export function handedOverSearch(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('typedSearch' in state)) return null;
  return typeof state.typedSearch === 'string' ? state.typedSearch : null;
}
