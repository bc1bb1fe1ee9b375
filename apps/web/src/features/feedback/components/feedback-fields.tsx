import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@shop/shared';
import { useId } from 'react';
import { ChoiceChips } from '@/components/ui/choice-chips.tsx';
import { FormField, TextAreaField } from '@/components/ui/form-field.tsx';
import { NameEmailFields } from '@/components/ui/name-email-fields.tsx';
import { StarRatingInput } from '@/components/ui/star-rating-input.tsx';
import { useTranslation } from '@/i18n/index.ts';
import type { FeedbackForm } from '../hooks/use-feedback-form.ts';

interface FeedbackFieldsProps {
  form: FeedbackForm;
  categories: readonly FeedbackCategory[];
  compact?: boolean;
}

/** Name, email, stars, category and message: shared by the feedback page and the modal. */
export function FeedbackFields({ form, categories, compact = false }: FeedbackFieldsProps) {
  const { t } = useTranslation('feedback');
  const groupName = useId();
  const categoryLabels = Object.fromEntries(
    FEEDBACK_CATEGORIES.map((category) => [category, t(`categories.${category}`)]),
  ) as Record<FeedbackCategory, string>;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NameEmailFields values={form.values} errors={form.errors} onChange={form.setValue} />
      <FormField
        label={t('fields.rating')}
        kind="group"
        error={form.errors.rating}
        className="sm:col-span-2"
      >
        {(control) => (
          <StarRatingInput
            name={`${groupName}-rating`}
            value={form.values.rating}
            onChange={(rating) => form.setValue('rating', rating)}
            control={control}
            size={compact ? 'md' : 'lg'}
          />
        )}
      </FormField>
      <FormField
        label={t('fields.category')}
        kind="group"
        error={form.errors.category}
        className="sm:col-span-2"
      >
        {(control) => (
          <ChoiceChips
            name={`${groupName}-category`}
            options={categories}
            labels={categoryLabels}
            value={form.values.category}
            onChange={(category) => form.setValue('category', category)}
            control={control}
          />
        )}
      </FormField>
      <TextAreaField
        label={t('fields.message')}
        name="message"
        rows={compact ? 4 : 6}
        maxLength={5000}
        placeholder={t('fields.messagePlaceholder')}
        value={form.values.message}
        onValueChange={(value) => form.setValue('message', value)}
        error={form.errors.message}
        className="sm:col-span-2"
      />
    </div>
  );
}
