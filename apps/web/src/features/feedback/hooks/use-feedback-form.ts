import { type FeedbackCategory, feedbackRequestSchema } from '@shop/shared';
import { useSchemaForm } from '@/lib/use-schema-form.ts';

export interface FeedbackValues extends Record<string, unknown> {
  name: string;
  email: string;
  /** 1–5; 0 while no star is chosen. */
  rating: number;
  category: FeedbackCategory | '';
  message: string;
}

/** The feedback page's and the floating form's fields, checked by the server's own schema. */
export function useFeedbackForm(initial: FeedbackValues) {
  return useSchemaForm(feedbackRequestSchema, initial);
}

export type FeedbackForm = ReturnType<typeof useFeedbackForm>;
