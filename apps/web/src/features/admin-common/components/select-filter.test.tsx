import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnySection } from '../section.ts';
import type { SectionWords } from '../section-words.ts';
import { type FilterOption, SectionToolbar } from './toolbar.tsx';

const section = { filters: [{ kind: 'select', key: 'location' }] } as unknown as AnySection;
const words = { word: (key: string) => key, maybe: () => undefined } as unknown as SectionWords;

/** The location drop-down's choices as [value, words], the address holding `location`. */
function choicesShown(location: string, choices: FilterOption[]) {
  render(
    <SectionToolbar
      list={{ section, address: { values: { location }, change: vi.fn() } }}
      words={words}
      choices={{ location: choices }}
    />,
  );
  const select = screen.getByLabelText('filters.location.label') as HTMLSelectElement;
  expect(select.value).toBe(location === 'all' ? '' : location);
  return [...select.options].map((option) => [option.value, option.textContent]);
}

afterEach(cleanup);

describe('a select filter', () => {
  it('offers the value the address holds while the choices load, after the blank one', () => {
    expect(choicesShown('Pokhara', [])).toEqual([
      ['', 'filters.location.all'],
      ['Pokhara', 'Pokhara'],
    ]);
  });

  it('offers it once when the choices name it, and not at all for the blank choice', () => {
    const places = [
      { value: 'Kathmandu', label: 'Kathmandu' },
      { value: 'Pokhara', label: 'Pokhara' },
    ];
    expect(choicesShown('Pokhara', places)).toHaveLength(3);
    cleanup();
    expect(choicesShown('all', places)).toHaveLength(3);
  });
});
