import { z } from 'zod';
import { readTabValue, removeTabValue, writeTabValue } from '@/lib/storage.ts';
import type { CheckoutValues } from './checkout-form.ts';

export const CHECKOUT_DRAFT_KEY = 'checkout-draft';

/** What a reload mid-checkout must not lose: the delivery address and the notes, as typed. */
const DRAFT_FIELDS = ['address', 'city', 'zip', 'notes'] as const;
type DraftField = (typeof DRAFT_FIELDS)[number];
export type CheckoutDraft = Pick<CheckoutValues, DraftField>;

const draftSchema = z.object({
  /** Whose draft: another customer signed in on this tab does not see it. */
  customerId: z.string(),
  values: z.object({ address: z.string(), city: z.string(), zip: z.string(), notes: z.string() }),
});

export function isDraftField(field: string): field is DraftField {
  return (DRAFT_FIELDS as readonly string[]).includes(field);
}

/** The customer's draft kept for this tab (sessionStorage), or nothing. */
export function readCheckoutDraft(customerId: string | undefined): Partial<CheckoutDraft> {
  const draft = readTabValue(CHECKOUT_DRAFT_KEY, draftSchema);
  return draft && draft.customerId === customerId ? draft.values : {};
}

export function saveCheckoutDraft(customerId: string | undefined, values: CheckoutValues): void {
  if (!customerId) return;
  const { address, city, zip, notes } = values;
  writeTabValue(CHECKOUT_DRAFT_KEY, { customerId, values: { address, city, zip, notes } });
}

/** The order is placed: the next checkout starts from the customer's details again. */
export function clearCheckoutDraft(): void {
  removeTabValue(CHECKOUT_DRAFT_KEY);
}
