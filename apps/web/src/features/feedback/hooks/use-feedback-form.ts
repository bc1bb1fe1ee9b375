import { type FeedbackCategory, feedbackRequestSchema } from '@shop/shared';
import { type FormSubmitOptions, useFormSubmit } from '@/lib/use-form-submit.ts';
import type { Feedback } from '../api/submit-feedback.ts';

export interface FeedbackValues extends Record<string, unknown> {
  name: string;
  email: string;
  /** 1–5; 0 while no star is chosen. */
  rating: number;
  category: FeedbackCategory | '';
  message: string;
}

/** The feedback page's and the floating form's fields, checked by the server's own schema. */
export function useFeedbackForm(
  options: Omit<FormSubmitOptions<FeedbackValues, Feedback, string>, 'schema'>,
) {
  return useFormSubmit({ schema: feedbackRequestSchema, ...options });
}

export type FeedbackForm = ReturnType<typeof useFeedbackForm>;
