import { z } from 'zod';

/** PostgreSQL text cannot hold U+0000, and no person types it: such text is refused. */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const hasNoNulCharacter = (text: string) => !text.includes('\u0000');

/** A required, trimmed text field with the spec's messages for blank and too short. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(options: {
  required: string;
  min?: { length: number; message: string };
  max: { length: number; message: string };
}) {
  const base = z.string({ error: options.required }).trim().min(1, { error: options.required });
  const withMin = options.min ? base.min(options.min.length, { error: options.min.message }) : base;
  return withMin
    .max(options.max.length, { error: options.max.message })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE });
}

/** A required email address, trimmed and lower-cased. */
/* @__NO_SIDE_EFFECTS__ */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(254, { error: messages.invalid })
    .pipe(z.email({ error: messages.invalid }))
    .transform((email) => email.toLowerCase());
}

export const successResponseSchema = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'SuccessResponse' });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
