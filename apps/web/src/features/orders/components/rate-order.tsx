import { type Order, rateOrderRequestSchema } from '@shop/shared';
import { FormField, TextAreaField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { StarRatingInput } from '@/components/ui/star-rating-input.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { rateOrder } from '../api/rate-order.ts';
import { useStoreOrder } from '../hooks/use-order-updates.ts';

const EMPTY = { rating: 0, review: '' };

/** Rate once after delivery: 1–5 stars and an optional review (POST /api/orders/{id}/rate). */
export function RateOrder({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const storeOrder = useStoreOrder();
  const form = useFormSubmit({
    schema: rateOrderRequestSchema,
    initialValues: EMPTY,
    send: (rating) => rateOrder(order.id, rating),
    onSuccess: (rated) => {
      storeOrder(rated);
      toast.success(t('rate.thanks'));
    },
  });

  if (order.rating !== null) {
    return (
      <div>
        <p className="text-sm font-semibold text-charcoal-700">{t('rate.yours')}</p>
        <Stars rating={order.rating} size="md" className="mt-2" />
        {order.review && (
          <blockquote className="mt-3 rounded-2xl bg-cream-100 px-4 py-3 text-sm text-charcoal-700 italic">
            {order.review}
          </blockquote>
        )}
      </div>
    );
  }

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-labelledby="rate-title">
      <h3 id="rate-title" className="font-bold text-charcoal-900">
        {t('rate.title')}
      </h3>
      <p className="mt-1 text-sm text-charcoal-600">{t('rate.lead')}</p>
      <fieldset disabled={form.submission.isPending} className="mt-4 space-y-4">
        <FormField label={t('rate.stars')} kind="group" error={form.errors.rating}>
          {(control) => (
            <StarRatingInput
              name={`rate-${order.id}`}
              value={form.values.rating}
              onChange={(rating) => form.setValue('rating', rating)}
              control={control}
              size="md"
            />
          )}
        </FormField>
        <TextAreaField
          label={t('rate.review')}
          name="review"
          optional
          rows={3}
          maxLength={1000}
          placeholder={t('rate.reviewPlaceholder')}
          value={form.values.review}
          onValueChange={(value) => form.setValue('review', value)}
          error={form.errors.review}
        />
      </fieldset>
      <FormStatus outcome={form.outcome} className="mt-4" />
      <SubmitButton
        pending={form.submission.isPending}
        label={t('rate.submit')}
        pendingLabel={t('rate.submitting')}
        className="mt-4 w-full"
      />
    </form>
  );
}
