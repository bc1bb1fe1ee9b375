/** Khalti's documented answer to an amount under Rs. 10. */
export const MINIMUM_AMOUNT_ERROR = {
  amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
  error_key: 'validation_error',
};

export interface InitiateRequest {
  return_url: string;
  website_url: string;
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
}

const TEXT_FIELDS = ['return_url', 'website_url', 'purchase_order_id', 'purchase_order_name'];
const URL_FIELDS = ['return_url', 'website_url'];

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function amountError(value: unknown): string | null {
  if (value === undefined || value === null) return 'This field is required.';
  const amount = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    return 'A valid integer is required.';
  return amount < 1000 ? (MINIMUM_AMOUNT_ERROR.amount[0] ?? null) : null;
}

function textError(name: string, value: unknown): string | null {
  if (value === undefined || value === null) return 'This field is required.';
  if (typeof value !== 'string') return 'Not a valid string.';
  if (value.trim() === '') return 'This field may not be blank.';
  return URL_FIELDS.includes(name) && !isHttpUrl(value) ? 'Enter a valid URL.' : null;
}

/**
 * Checks an initiate body as Khalti does (Django REST framework style): either the request, or
 * the 400 body naming each wrong field.
 */
export function parseInitiateRequest(
  body: unknown,
): { request: InitiateRequest } | { errors: Record<string, unknown> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { errors: { detail: 'JSON parse error', error_key: 'validation_error' } };
  }
  const fields = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const name of TEXT_FIELDS) {
    const error = textError(name, fields[name]);
    if (error) errors[name] = [error];
  }
  const error = amountError(fields.amount);
  if (error) errors.amount = [error];
  if (Object.keys(errors).length > 0)
    return { errors: { ...errors, error_key: 'validation_error' } };
  return {
    request: {
      return_url: fields.return_url as string,
      website_url: fields.website_url as string,
      amount: Number(fields.amount),
      purchase_order_id: fields.purchase_order_id as string,
      purchase_order_name: fields.purchase_order_name as string,
    },
  };
}

/** An ISO time in Nepal's offset with microseconds, as Khalti writes `expires_at`. */
export function nepalTime(date: Date): string {
  const shifted = new Date(date.getTime() + (5 * 60 + 45) * 60_000);
  return `${shifted.toISOString().replace('Z', '')}000+05:45`;
}
