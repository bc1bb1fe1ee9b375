import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

const words = { previous: 'Previous', next: 'Next', page: 'Page 2 of 3' };

afterEach(cleanup);

describe('Pager', () => {
  it('says where the list is and asks for the page before or after', () => {
    const onPage = vi.fn();
    render(<Pager label="Order pages" page={2} pages={3} onPage={onPage} words={words} />);
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    expect(pager.textContent).toBe('PreviousPage 2 of 3Next');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it('turns off the way past either end', () => {
    const { rerender } = render(
      <Pager label="Pages" page={1} pages={2} onPage={vi.fn()} words={words} />,
    );
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect([button('Previous').disabled, button('Next').disabled]).toEqual([true, false]);
    rerender(<Pager label="Pages" page={2} pages={2} onPage={vi.fn()} words={words} />);
    expect([button('Previous').disabled, button('Next').disabled]).toEqual([false, true]);
  });

  it('announces the page it turns to, as one polite status that is there from the start', () => {
    const at = (page: number) => ({ ...words, page: `Page ${page} of 3` });
    const { rerender } = render(
      <Pager label="Pages" page={1} pages={3} onPage={vi.fn()} words={at(1)} />,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-atomic')).toBe('true');
    expect(status.textContent).toBe('Page 1 of 3');
    rerender(<Pager label="Pages" page={2} pages={3} onPage={vi.fn()} words={at(2)} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Page 2 of 3');
  });

  it('draws nothing when everything fits on one page', () => {
    const { container } = render(
      <Pager label="Pages" page={1} pages={1} onPage={vi.fn()} words={words} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
