import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SectionColumn, SectionTable } from './section-table.tsx';

interface Person {
  id: number;
  name: string;
  spent: number;
}

const columns: SectionColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortable: true, card: 'title' },
  { id: 'spent', header: 'Spent', cell: (p) => p.spent, sortable: true, sortDescFirst: true },
  { id: 'note', header: 'Note', cell: () => 'plain' },
];
const rows = [
  { id: 1, name: 'Sita', spent: 12 },
  { id: 2, name: 'Ram', spent: 40 },
];

function table(sortBy: string, sortOrder: 'asc' | 'desc', onSort = vi.fn()) {
  const list = {
    rows,
    section: { rowId: (p: Person) => p.id },
    address: { values: { sortBy, sortOrder }, change: onSort },
    query: { isFetching: false },
  };
  render(<SectionTable caption="People" columns={columns} list={list} cardsBelow="md" />);
  return onSort;
}

afterEach(cleanup);

describe('a section’s table', () => {
  it('shows the server’s sort and asks for the other direction, or a column’s own first one', () => {
    const onSort = table('name', 'asc');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Spent').getAttribute('aria-sort')).toBe('none');
    expect(header('Note').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ sortBy: 'name', sortOrder: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: 'Spent' }));
    expect(onSort).toHaveBeenLastCalledWith({ sortBy: 'spent', sortOrder: 'desc' });
    expect(screen.queryByRole('button', { name: 'Note' })).toBeNull();
  });

  it('draws the rows in order, and a phone card of each from the same columns', () => {
    table('spent', 'desc');
    const cells = screen.getAllByRole('row').map((row) => row.textContent);
    expect(cells.slice(1)).toEqual(['Sita12plain', 'Ram40plain']);
    const cards = screen.getByRole('list', { name: 'People' });
    expect(cards.querySelectorAll('article h2')[1]?.textContent).toBe('Ram');
    expect(cards.textContent).toContain('Spent40');
  });
});
