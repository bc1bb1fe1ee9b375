import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast.ts', () => ({ toast: { error: toastError, success: vi.fn() } }));

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

function fillValid() {
  type('Your name', 'Asha');
  type('Email address', 'ASHA@example.com ');
  type('Subject', 'Table for six');
  type('Message', 'Can we book Friday at 7?');
}

afterEach(() => {
  cleanup();
  toastError.mockReset();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('shows each field its message, marks it invalid, and toasts once', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    type('Subject', 'Hey');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(toastError).toHaveBeenCalledExactlyOnceWith('Please fix the errors in the form');
    expect(input('Your name').getAttribute('aria-invalid')).toBe('true');
    const describedBy = input('Subject').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Subject must be at least 5 characters long',
    );
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    type('Your name', 'Asha');
    expect(input('Your name').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it("sends the parsed values, shows the server's thanks and empties the form", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'Thanks, Asha!' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Thanks, Asha!')).toBeTruthy();
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'Table for six',
      message: 'Can we book Friday at 7?',
    });
    expect(input('Your name').value).toBe('');
    expect(input('Message').value).toBe('');
  });

  it('keeps what was typed and names the network when the server is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    await waitFor(() => expect(input('Your name').value).toBe('Asha'));
  });
});
