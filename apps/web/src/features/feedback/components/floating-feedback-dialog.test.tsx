import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_AFTER_SUCCESS_MS, FloatingFeedbackDialog } from './floating-feedback-dialog.tsx';

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FloatingFeedbackDialog open onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type('Your name', 'Asha');
  type('Email address', 'asha@example.com');
  fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
  type('Your feedback', 'Arrived hot and early.');
}

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FloatingFeedbackDialog', () => {
  it('starts with no star and no category, and asks for both', () => {
    renderDialog();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByText('Please choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(screen.getByText('Please choose a feedback category')).toBeTruthy();
  });

  it('thanks, clears the form, and closes itself 2 seconds later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, message: 'Thank you for your feedback!' }), {
            status: 201,
          }),
      ),
    );
    // Fake timers that still move with the clock, so the request and React can finish.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = renderDialog();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('');

    act(() => vi.advanceTimersByTime(CLOSE_AFTER_SUCCESS_MS - 300));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps a failure on screen and does not close', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const onClose = renderDialog();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Failed to submit feedback. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Asha');
  });
});
