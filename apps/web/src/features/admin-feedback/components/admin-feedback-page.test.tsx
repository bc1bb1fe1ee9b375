import type { AdminFeedback } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AdminFeedbackPage } from './admin-feedback-page.tsx';

const FEEDBACK: AdminFeedback = {
  id: 7,
  name: 'Suman Karki',
  email: 'suman.karki.from.kathmandu@example.com',
  category: 'complaint',
  rating: 2,
  message: 'The fries were cold',
  images: ['cold-fries.jpg'],
  status: 'pending',
  created_at: '2025-06-01T06:15:00.000Z',
  updated_at: '2025-06-01T06:15:00.000Z',
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The screen with one feedback and its photo, as the server answers them. */
function renderPage() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/feedback/image/')
        ? new Response(new Blob(['jpeg'], { type: 'image/jpeg' }))
        : json({
            success: true,
            data: {
              feedback: [FEEDBACK],
              matches: 1,
              stats: { total: 1, pending: 1, averageRating: 2, thisWeek: 1 },
              categories: ['complaint'],
            },
          }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/feedbacks']}>
        <AdminFeedbackPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Opens the feedback's details from its row. */
async function openDetails() {
  const table = within(await screen.findByRole('table', { name: 'Customer feedback' }));
  fireEvent.click(table.getByRole('button', { name: 'View feedback from Suman Karki' }));
  return screen.getByRole('dialog', { name: 'Feedback Details' });
}

/** Escape, as the browser tells it: a cancel event at the top-most modal dialog only. */
const pressEscape = (dialog: HTMLElement) =>
  fireEvent(dialog, new Event('cancel', { cancelable: true }));

beforeAll(() => loadAdminNamespaces('admin', 'admin-content'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the feedback screen', () => {
  it('labels its search above the box, as the drop-downs beside it are', async () => {
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search feedback' });
    const label = document.querySelector(`label[for="${search.id}"]`);
    const category = document.querySelector(
      `label[for="${screen.getByRole('combobox', { name: 'Category' }).id}"]`,
    );
    expect(label?.className).not.toContain('sr-only');
    expect(label?.className).toBe(category?.className);
  });

  it('shows each feedback as a phone card made of the table’s columns', async () => {
    renderPage();
    const cards = within(await screen.findByRole('list', { name: 'Customer feedback' }));
    const card = within(cards.getByRole('article'));
    expect(card.getByRole('heading', { level: 2 }).textContent).toBe(
      'Suman Karkisuman.karki.from.kathmandu@example.com',
    );
    expect(card.getByText('Complaint')).toBeTruthy();
    expect(card.getByText('1 image')).toBeTruthy();
    // When it came, to the minute on the restaurant's clock (06:15 UTC is noon in Kathmandu).
    expect(card.getByText('Jun 1, 2025')).toBeTruthy();
    expect(card.getByText('12:00 PM')).toBeTruthy();
    expect(
      card.getByRole('combobox', { name: 'Status of feedback from Suman Karki' }),
    ).toBeTruthy();
    expect(card.getByRole('button', { name: 'View feedback from Suman Karki' })).toBeTruthy();
  });

  it('lets a long email wrap after its @ and before a dot, not inside a word', async () => {
    renderPage();
    const details = within(await openDetails());
    const email = details.getByText(
      (_, element) => element?.tagName === 'A' && element.textContent === FEEDBACK.email,
    );
    expect(email.getAttribute('href')).toBe(`mailto:${FEEDBACK.email}`);
    expect(email.textContent).toBe(FEEDBACK.email);
    expect(email.innerHTML).toContain(
      'suman<wbr>.karki<wbr>.from<wbr>.kathmandu@<wbr>example<wbr>.com',
    );
  });

  it('closes only the photo on Escape, then the details on a second Escape', async () => {
    renderPage();
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Open image 1 full size' }));

    pressEscape(screen.getByRole('dialog', { name: 'Image 1 of 1' }));
    expect(screen.queryByRole('dialog', { name: 'Image 1 of 1' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Feedback Details' })).toBeTruthy();

    pressEscape(screen.getByRole('dialog', { name: 'Feedback Details' }));
    expect(screen.queryByRole('dialog', { name: 'Feedback Details' })).toBeNull();
  });
});
