import {
  type CheckInCustomer,
  type CustomerLookupRequest,
  customerLookupRequestSchema,
} from '@shop/shared';
import { Mail, Phone, Search } from 'lucide-react';
import { useRef } from 'react';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { lookUpCustomer } from '../api/look-up-customer.ts';
import { KioskTextField } from './kiosk-text-field.tsx';
import { StepHeading } from './step-heading.tsx';

export type LookupValues = { email: string; phone: string };

export interface LookupOutcome {
  /** What staff typed, to show again after Back. */
  typed: LookupValues;
  /** The contact details as the lookup read them (trimmed, lower-cased email). */
  contact: { email: string | null; phone: string | null };
  customer: CheckInCustomer | null;
}

/** Step 1: find the person at the counter by email or phone. */
export function LookupStep({
  initialValues,
  focusOnShow,
  onResult,
}: {
  initialValues: LookupValues;
  focusOnShow: boolean;
  onResult: (outcome: LookupOutcome) => void;
}) {
  const { t } = useTranslation('check-in');
  // What was typed when the lookup was sent: the form empties itself after a success.
  const typedRef = useRef(initialValues);
  const form = useFormSubmit({
    schema: customerLookupRequestSchema,
    initialValues,
    send: async (contact) => {
      const typed = typedRef.current;
      const request: CustomerLookupRequest = contact;
      const answer = await lookUpCustomer(request);
      return { typed, contact, customer: answer.customer };
    },
    onSuccess: onResult,
  });
  typedRef.current = form.values;

  return (
    <section aria-labelledby="lookup-title" className="mx-auto max-w-xl">
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-flame-600 text-white shadow-lg shadow-flame-900/25">
          <Search className="size-8" aria-hidden="true" />
        </span>
        <StepHeading id="lookup-title" focusOnShow={focusOnShow} className="mt-5">
          {t('lookup.heading')}
        </StepHeading>
        <p className="mt-2 text-base text-charcoal-600 sm:text-lg">{t('lookup.lead')}</p>
      </div>
      <form
        ref={form.formRef}
        onSubmit={form.onSubmit}
        noValidate
        aria-labelledby="lookup-title"
        className="mt-8"
      >
        <fieldset disabled={form.submission.isPending} className="grid gap-4">
          <KioskTextField
            label={
              <span className="inline-flex items-center gap-2">
                <Mail className="size-4 text-flame-600" aria-hidden="true" />
                {t('lookup.email')}
              </span>
            }
            type="email"
            name="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            placeholder="name@example.com"
            value={form.values.email}
            onValueChange={(value) => form.setValue('email', value)}
            error={form.errors.email}
          />
          <div className="flex items-center gap-4 text-sm font-semibold tracking-widest text-charcoal-500 uppercase">
            <span className="h-px flex-1 bg-charcoal-200" />
            {t('lookup.or')}
            <span className="h-px flex-1 bg-charcoal-200" />
          </div>
          <KioskTextField
            label={
              <span className="inline-flex items-center gap-2">
                <Phone className="size-4 text-flame-600" aria-hidden="true" />
                {t('lookup.phone')}
              </span>
            }
            type="tel"
            name="phone"
            inputMode="tel"
            autoComplete="off"
            maxLength={30}
            placeholder="98XXXXXXXX"
            value={form.values.phone}
            onValueChange={(value) => form.setValue('phone', value)}
            error={form.errors.phone}
          />
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-5" />
        <SubmitButton
          size="lg"
          icon={Search}
          pending={form.submission.isPending}
          label={t('lookup.submit')}
          pendingLabel={t('lookup.submitting')}
          className="mt-6 h-16 w-full text-lg"
        />
      </form>
    </section>
  );
}
