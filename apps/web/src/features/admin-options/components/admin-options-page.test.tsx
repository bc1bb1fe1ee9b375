import { type AdminOptionGroup, OPTION_MESSAGES } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AdminOptionsPage } from './admin-options-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

const EXTRAS: AdminOptionGroup = {
  id: 4,
  name: 'Extras',
  min: 0,
  max: 3,
  required: false,
  choices: [
    { id: 11, name: 'Cheese', price: 60, default: true, available: true },
    { id: 12, name: 'Bacon', price: 120, default: false, available: false },
  ],
  version: 2,
  meals: [{ id: 1, name: 'Himalayan Smash Burger', position: 0 }],
};
const SPICE: AdminOptionGroup = {
  id: 5,
  name: 'Spice level',
  min: 1,
  max: 1,
  required: true,
  choices: [{ id: 21, name: 'Mild', price: 0, default: true, available: true }],
  version: 1,
  meals: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the list with the groups, and a save with the group saved, or refused as stale with
 * `current`, the group as it is now; keeps what was sent.
 */
function renderPage(current?: AdminOptionGroup) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(200, { data: [EXTRAS, SPICE] });
      const body = JSON.parse(String(init?.body));
      sent.push({ method, url, body });
      if (current) {
        return json(409, {
          error: 'CONFLICT',
          message: OPTION_MESSAGES.stale,
          details: { group: current },
        });
      }
      const choices = body.choices.map((choice: object, at: number) => ({
        id: 100 + at,
        ...choice,
      }));
      const data = { ...EXTRAS, ...body, choices, id: 9, version: 3, meals: [] };
      return json(method === 'POST' ? 201 : 200, { success: true, message: 'Saved', data });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/options']}>
        <AdminOptionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));
const choiceRow = (number: number) =>
  within(screen.getByRole('group', { name: `Choice ${number}` }));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeAll(() => loadAdminNamespaces('admin', 'admin-menu'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the meal options screen', () => {
  it('shows each group with its rule, its choices and prices, and the meals offering it', async () => {
    renderPage();
    const extras = await card('Extras');
    expect(extras.getByText('Choose up to 3')).toBeTruthy();
    expect(extras.getByText('+NRS 60.00')).toBeTruthy();
    expect(extras.getByText('Default')).toBeTruthy();
    expect(extras.getByText('Not today')).toBeTruthy();
    expect(extras.getByText('Offered with Himalayan Smash Burger')).toBeTruthy();
    const spice = await card('Spice level');
    expect(spice.getByText('Choose exactly 1')).toBeTruthy();
    expect(spice.getByText('Required')).toBeTruthy();
    expect(spice.getByText('No meal offers it yet.')).toBeTruthy();
  });

  it('adds a group with two choices, prices as numbers', async () => {
    const sent = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Group' }));
    const dialog = within(await screen.findByRole('dialog'));
    type(dialog.getByLabelText('Group name'), 'Sauces');
    type(dialog.getByLabelText('Maximum'), '2');
    type(choiceRow(1).getByLabelText('Name'), 'Garlic mayo');
    fireEvent.click(dialog.getByRole('button', { name: 'Add a choice' }));
    type(choiceRow(2).getByLabelText('Name'), 'Timur chutney');
    type(choiceRow(2).getByLabelText('Adds (NRS)'), '25.5');
    fireEvent.click(choiceRow(2).getByLabelText('Default'));
    fireEvent.click(dialog.getByRole('button', { name: 'Move choice 2 up' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add Group' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/option-groups',
      body: {
        name: 'Sauces',
        min: 0,
        max: 2,
        required: false,
        choices: [
          { name: 'Timur chutney', price: 25.5, default: true, available: true },
          { name: 'Garlic mayo', price: 0, default: false, available: true },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Saved');
  });

  it('keeps the ids of existing choices when editing, and sends the version read', async () => {
    const sent = renderPage();
    fireEvent.click((await card('Extras')).getByRole('button', { name: /Edit/ }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Add a choice' }));
    type(choiceRow(3).getByLabelText('Name'), 'Egg');
    type(choiceRow(3).getByLabelText('Adds (NRS)'), '40');
    fireEvent.click(screen.getByRole('button', { name: 'Remove choice 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/admin/option-groups/4' });
    expect(sent[0]?.body).toEqual({
      name: 'Extras',
      min: 0,
      max: 3,
      required: false,
      version: 2,
      choices: [
        { id: 11, name: 'Cheese', price: 60, default: true, available: true },
        { name: 'Egg', price: 40, default: false, available: true },
      ],
    });
  });

  it('shows a group changed meanwhile as it is now, and saves it at its new version', async () => {
    const now = { ...EXTRAS, name: 'Toppings', version: 5 };
    const sent = renderPage(now);
    fireEvent.click((await card('Extras')).getByRole('button', { name: /Edit/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(OPTION_MESSAGES.stale)).toBeTruthy();
    expect((screen.getByLabelText('Group name') as HTMLInputElement).value).toBe('Toppings');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ name: 'Toppings', version: 5 });
  });
});
