import { DEFAULT_ESTIMATED_DELIVERY } from '@shop/shared';

/**
 * The minutes of an estimate the server wrote as '25-35 minutes' (its only form), so that a
 * language can write them its own way; null for any other text, which is shown as it is.
 * No estimate at all is the shop's default (docs/product-rules.md#delivery-estimate).
 */
export function estimateMinutes(
  text: string | null | undefined,
): { from: number; to: number } | { text: string } {
  const shown = text?.trim() || DEFAULT_ESTIMATED_DELIVERY;
  const match = /^(\d+)\s*-\s*(\d+) minutes$/.exec(shown);
  return match ? { from: Number(match[1]), to: Number(match[2]) } : { text: shown };
}
