import { successResponseSchema } from '@shop/shared';
import { flushSync } from 'react-dom';
import { ApiError, apiPost, apiUrl } from './api-client.ts';

/** What a form shows beside each field: one message per field name. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A schema's issues as field messages: the first issue of each top-level field wins, as the
 * server's own answer names the first problem it finds.
 */
export function fieldErrorsFrom<Values>(issues: readonly Issue[]): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    errors[field] = issue.message;
  }
  return errors as FieldErrors<Values>;
}

/** The subset of a zod schema a form needs: the same schema the server validates with. */
export interface FormSchema<Output> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { readonly issues: readonly Issue[] } };
}

export type Validation<Values, Output> =
  | { ok: true; data: Output }
  | { ok: false; errors: FieldErrors<Values> };

export function validateForm<Values, Output>(
  schema: FormSchema<Output>,
  values: Values,
): Validation<Values, Output> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrorsFrom<Values>(result.error.issues) };
}

/** The two messages every form has for a failure. */
export interface SubmitMessages {
  /** The server failed and said nothing a person can read. */
  failed: string;
  /** The server could not be reached (or did not answer within the time-out). */
  network: string;
  /**
   * Whether a refusal of the request (4xx) is shown in the server's words, which name the
   * field or file at fault. The floating feedback form shows only `failed`.
   */
  showRefusals?: boolean;
}

/**
 * The message to show for a failed submission. A server failure (5xx, or a body that is not
 * the API's `{ error, message }`, such as a proxy's page) shows the form's own `failed` words;
 * a refusal shows the server's reason, unless the form opts out.
 */
export function submitErrorMessage(error: unknown, messages: SubmitMessages): string {
  if (!(error instanceof ApiError)) return messages.failed;
  if (error.status === 0) return messages.network;
  const refusal = error.status >= 400 && error.status < 500 && error.code !== undefined;
  return refusal && messages.showRefusals !== false ? error.message : messages.failed;
}

/**
 * Posts a form (JSON, or multipart for FormData) to an API call answering
 * `{ success, message }`, and resolves to the server's message. Rejects with an Error whose
 * message is the one to show.
 */
export async function submitForm(
  path: string,
  body: unknown,
  messages: SubmitMessages,
): Promise<string> {
  try {
    const response = await apiPost(apiUrl(path), body, successResponseSchema, {
      fallbackMessage: messages.failed,
    });
    return response.message;
  } catch (error) {
    throw new Error(submitErrorMessage(error, messages));
  }
}

const FOCUSABLE = 'input, select, textarea, button';

/**
 * Moves focus to the first field marked invalid (a group's first control). Called from a submit
 * handler after setting the fields' messages: they are committed first (flushSync), so focus
 * moves before the handler returns. Deferred to a later frame, it could land while the person
 * (or a test) is already typing in another field, and take the keystrokes with it.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  flushSync(() => {});
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:checked') ??
      invalid.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
}

/** What the server answered to the last submission, for the form to show. */
export interface FormOutcome {
  tone: 'success' | 'error';
  message: string;
}

/**
 * A TanStack mutation's result as a form outcome: the server's thanks when it answered with
 * words, or the error's message (the one to show).
 */
export function outcomeOf(mutation: {
  isSuccess: boolean;
  data?: unknown;
  error: Error | null;
}): FormOutcome | null {
  if (mutation.isSuccess && typeof mutation.data === 'string' && mutation.data) {
    return { tone: 'success', message: mutation.data };
  }
  if (mutation.error) return { tone: 'error', message: mutation.error.message };
  return null;
}
