import { type AdminMeal, type AdminOptionGroup, OPTION_MESSAGES } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buttonClasses } from '@/components/ui/button.tsx';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { MealOptionsDialog } from './meal-options-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

const MEAL = { id: 7, name: 'Himalayan Smash Burger' } as AdminMeal;
const group = (id: number, name: string, rule: Partial<AdminOptionGroup>): AdminOptionGroup => ({
  id,
  name,
  min: 0,
  max: 3,
  required: false,
  choices: [{ id: id * 10, name: 'One', price: 0, default: false, available: true }],
  version: 1,
  meals: [],
  ...rule,
});
const EXTRAS = group(4, 'Extras', {});
const SPICE = group(5, 'Spice level', { min: 1, max: 1, required: true });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the groups' list with `groups`, a save with `saved` (a status and body); keeps what was sent. */
function renderDialog(
  groups: AdminOptionGroup[],
  saved: [number, unknown] = [200, { success: true, message: 'Saved', data: [] }],
) {
  const sent: { url: string; body: unknown }[] = [];
  const onClose = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json(200, { data: groups });
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return json(...saved);
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MealOptionsDialog meal={MEAL} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, onClose };
}

const tick = async (name: RegExp) => fireEvent.click(await screen.findByRole('checkbox', { name }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save options' }));

beforeAll(() => loadAdminNamespaces('admin', 'admin-menu'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a meal's options dialog", () => {
  it('saves the groups ticked, in the order they were moved to', async () => {
    const { sent, onClose } = renderDialog([EXTRAS, SPICE]);
    expect(
      await screen.findByRole('checkbox', { name: 'Spice level · Choose exactly 1' }),
    ).toBeTruthy();
    await tick(/^Extras/);
    await tick(/^Spice level/);
    fireEvent.click(screen.getByRole('button', { name: 'Move Spice level up' }));
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/admin/meals/7/option-groups',
      body: { groupIds: [SPICE.id, EXTRAS.id] },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Saved');
  });

  it('keeps the order the meal shows its groups in when saved as it is', async () => {
    const second = { ...SPICE, meals: [{ id: MEAL.id, name: MEAL.name, position: 1 }] };
    const first = { ...EXTRAS, meals: [{ id: MEAL.id, name: MEAL.name, position: 0 }] };
    const { sent } = renderDialog([second, first]);
    await screen.findByText(/^Spice level/);
    save();
    await waitFor(() => expect(sent[0]?.body).toEqual({ groupIds: [EXTRAS.id, SPICE.id] }));
  });

  it('starts from the groups the meal offers, and takes them all off', async () => {
    const offered = { ...SPICE, meals: [{ id: MEAL.id, name: MEAL.name, position: 0 }] };
    const { sent } = renderDialog([EXTRAS, offered]);
    await tick(/^Spice level/);
    save();
    await waitFor(() => expect(sent[0]?.body).toEqual({ groupIds: [] }));
  });

  it('says in the dialog why a save failed', async () => {
    const refused = { error: 'VALIDATION_FAILED', message: OPTION_MESSAGES.groupUnknown(4) };
    const { onClose } = renderDialog([EXTRAS], [400, refused]);
    await tick(/^Extras/);
    save();
    expect(await screen.findByText(OPTION_MESSAGES.groupUnknown(4))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves with the back office’s own Save button, which says it is saving', async () => {
    let answer: (response: Response) => void = () => {};
    const { onClose } = renderDialog([EXTRAS]);
    // The save is answered only once the button was seen saving.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        (init?.method ?? 'GET') === 'GET'
          ? json(200, { data: [EXTRAS] })
          : new Promise<Response>((resolve) => {
              answer = resolve;
            }),
      ),
    );
    await tick(/^Extras/);
    const button = screen.getByRole('button', { name: 'Save options' });
    // The flame Save of every other back-office form, not the dark look of a confirmation.
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toBe(buttonClasses('primary', 'md'));
    save();
    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer(json(200, { success: true, message: 'Saved', data: [] }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says there are no option groups yet and leads to adding one, with nothing to save', async () => {
    renderDialog([]);
    expect(await screen.findByRole('heading', { name: 'No option groups yet' })).toBeTruthy();
    expect(
      screen.getByText('Add a group, such as a spice level or extras, then offer it with meals.'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Add option groups' });
    expect(link.getAttribute('href')).toBe('/admin/options');
    expect(screen.queryByRole('button', { name: 'Save options' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Option groups' })).toBeNull();
    expect(screen.queryByText(/Tick the option groups/)).toBeNull();
  });
});
