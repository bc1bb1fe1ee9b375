import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSearch } from './hero-search.tsx';

function MealsRoute() {
  const location = useLocation();
  return <p data-testid="at">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HeroSearch /> },
      { path: '/meals', element: <MealsRoute /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const input = () => screen.getByRole('searchbox', { name: 'Search the menu' }) as HTMLInputElement;
const form = () => input().form as HTMLFormElement;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HeroSearch', () => {
  it('goes to the menu search after a 300 ms pause in typing', () => {
    const router = renderSearch();
    fireEvent.change(input(), { target: { value: 'jhol' } });
    act(() => vi.advanceTimersByTime(250));
    expect(router.state.location.pathname).toBe('/');
    fireEvent.change(input(), { target: { value: 'jhol momo' } });
    act(() => vi.advanceTimersByTime(250));
    expect(router.state.location.pathname).toBe('/');
    act(() => vi.advanceTimersByTime(60));
    expect(router.state.location.pathname).toBe('/meals');
    expect(router.state.location.search).toBe('?search=jhol+momo');
    // The menu's search box takes the text over, as typed, to go on with it.
    expect(router.state.location.state).toEqual({ typedSearch: 'jhol momo' });
  });

  it('waits for more than 2 characters before searching on its own', () => {
    const router = renderSearch();
    fireEvent.change(input(), { target: { value: 'mo' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/');
  });

  it('searches short text on submit but ignores blank text', () => {
    const router = renderSearch();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.submit(form());
    act(() => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/');

    fireEvent.change(input(), { target: { value: ' mo ' } });
    fireEvent.submit(form());
    expect(router.state.location.pathname).toBe('/meals');
    expect(router.state.location.search).toBe('?search=mo');
  });

  it('types sample dishes into the placeholder', () => {
    renderSearch();
    const before = input().getAttribute('placeholder');
    // Each letter is scheduled after the previous one is shown.
    for (let step = 0; step < 20; step++) act(() => vi.advanceTimersByTime(100));
    const after = input().getAttribute('placeholder');
    expect(after).not.toBe(before);
    expect(after).toMatch(/Himalayan/);
  });
});
