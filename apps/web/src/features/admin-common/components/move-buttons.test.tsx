import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoveButtons } from './move-buttons.tsx';

afterEach(cleanup);

/** The rows of a list of `count`, each with its up and down; returns how each moved. */
function renderRows(count: number) {
  const moves: [number, number][] = [];
  render(
    <ol>
      {Array.from({ length: count }, (_, index) => `row-${index + 1}`).map((row, index) => (
        <li key={row} data-testid={row}>
          <MoveButtons
            index={index}
            count={count}
            upLabel={`Move row ${index + 1} up`}
            downLabel={`Move row ${index + 1} down`}
            onMove={(by) => moves.push([index + 1, by])}
          />
        </li>
      ))}
    </ol>,
  );
  return moves;
}

/** What a row shows, slot by slot: its buttons' names, or an empty place. */
const slots = (row: number) =>
  Array.from(
    screen.getByTestId(`row-${row}`).firstElementChild?.children ?? [],
    (slot) => slot.getAttribute('aria-label') ?? 'empty',
  );

describe('the up and down of an ordered list', () => {
  it('offers no Up on the first row and no Down on the last, keeping their places', () => {
    renderRows(3);
    expect(slots(1)).toEqual(['empty', 'Move row 1 down']);
    expect(slots(2)).toEqual(['Move row 2 up', 'Move row 2 down']);
    expect(slots(3)).toEqual(['Move row 3 up', 'empty']);
  });

  it('offers neither on a lone row', () => {
    renderRows(1);
    expect(slots(1)).toEqual(['empty', 'empty']);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('moves a row one place up or down', () => {
    const moves = renderRows(3);
    fireEvent.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move row 2 down' }));
    expect(moves).toEqual([
      [2, -1],
      [2, 1],
    ]);
  });
});
