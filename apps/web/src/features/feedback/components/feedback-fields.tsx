import { FEEDBACK_CATEGORY_LABELS, type FeedbackCategory } from '@shop/shared';
import { useId } from 'react';
import { ChoiceChips } from '@/components/ui/choice-chips.tsx';
import { FormField, TextAreaField } from '@/components/ui/form-field.tsx';
import { NameEmailFields } from '@/components/ui/name-email-fields.tsx';
import { StarRatingInput } from '@/components/ui/star-rating-input.tsx';
import type { FeedbackForm, FeedbackValues } from '../hooks/use-feedback-form.ts';

interface FeedbackFieldsProps {
  form: FeedbackForm;
  categories: readonly FeedbackCategory[];
  /** Called on every edit, e.g. to clear the last submission's message. */
  onEdit?: () => void;
  compact?: boolean;
}

/** Name, email, stars, category and message: shared by the feedback page and the modal. */
export function FeedbackFields({ form, categories, onEdit, compact = false }: FeedbackFieldsProps) {
  const groupName = useId();
  const edit = <K extends keyof FeedbackValues & string>(field: K, value: FeedbackValues[K]) => {
    form.setValue(field, value);
    onEdit?.();
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NameEmailFields values={form.values} errors={form.errors} onChange={edit} />
      <FormField
        label="Your rating"
        kind="group"
        error={form.errors.rating}
        className="sm:col-span-2"
      >
        {(control) => (
          <StarRatingInput
            name={`${groupName}-rating`}
            value={form.values.rating}
            onChange={(rating) => edit('rating', rating)}
            control={control}
            size={compact ? 'md' : 'lg'}
          />
        )}
      </FormField>
      <FormField
        label="Category"
        kind="group"
        error={form.errors.category}
        className="sm:col-span-2"
      >
        {(control) => (
          <ChoiceChips
            name={`${groupName}-category`}
            options={categories}
            labels={FEEDBACK_CATEGORY_LABELS}
            value={form.values.category}
            onChange={(category) => edit('category', category)}
            control={control}
          />
        )}
      </FormField>
      <TextAreaField
        label="Your feedback"
        name="message"
        rows={compact ? 4 : 6}
        maxLength={5000}
        placeholder="What did you love? What could we do better?"
        value={form.values.message}
        onValueChange={(value) => edit('message', value)}
        error={form.errors.message}
        className="sm:col-span-2"
      />
    </div>
  );
}
