import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COUNTRY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  type SelfRegisterResponse,
  STATE_MAX_LENGTH,
  selfRegisterRequestSchema,
  ZIP_CODE_MAX_LENGTH,
} from '@shop/shared';
import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { REGISTRATION_FAILED, recordVisit } from '../api/record-visit.ts';
import { BackButton } from './back-button.tsx';
import { KioskTextField } from './kiosk-text-field.tsx';
import { StepHeading } from './step-heading.tsx';

const BLANK = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  date_of_birth: '',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  country: '',
  total_spent: '0',
};

type Values = typeof BLANK;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-xs font-bold tracking-[0.16em] text-flame-700 uppercase">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** Step 3: registers the person at the counter, with the lookup's email and phone filled in. */
export function NewCustomerStep({
  contact,
  onBack,
  onDone,
}: {
  contact: { email: string | null; phone: string | null };
  onBack: () => void;
  onDone: (result: SelfRegisterResponse) => void;
}) {
  const { t } = useTranslation('check-in');
  const form = useFormSubmit({
    schema: selfRegisterRequestSchema,
    initialValues: { ...BLANK, email: contact.email ?? '', phone: contact.phone ?? '' },
    send: (request) => recordVisit(request, REGISTRATION_FAILED),
    onSuccess: onDone,
  });
  const field = (name: keyof Values) => ({
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  });

  return (
    <section aria-labelledby="new-title">
      <StepHeading id="new-title" focusOnShow>
        {t('newCustomer.heading')}
      </StepHeading>
      <p className="mt-2 max-w-2xl text-base text-charcoal-600 sm:text-lg">
        {t('newCustomer.lead')}
      </p>
      <form
        ref={form.formRef}
        onSubmit={form.onSubmit}
        noValidate
        aria-labelledby="new-title"
        className="mt-8"
      >
        <fieldset disabled={form.submission.isPending} className="grid gap-8">
          <Group legend={t('newCustomer.contact')}>
            <KioskTextField
              {...field('email')}
              label={t('newCustomer.email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
            />
            <KioskTextField
              {...field('phone')}
              label={t('newCustomer.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={PHONE_MAX_LENGTH}
            />
          </Group>
          <Group legend={t('newCustomer.personal')}>
            <KioskTextField
              {...field('first_name')}
              label={t('newCustomer.firstName')}
              optional
              autoComplete="off"
              maxLength={NAME_MAX_LENGTH}
            />
            <KioskTextField
              {...field('last_name')}
              label={t('newCustomer.lastName')}
              optional
              autoComplete="off"
              maxLength={NAME_MAX_LENGTH}
            />
            <KioskTextField
              {...field('date_of_birth')}
              label={t('newCustomer.dateOfBirth')}
              optional
              type="date"
              max={new Date().toISOString().slice(0, 10)}
            />
          </Group>
          <Group legend={t('newCustomer.address')}>
            <KioskTextField
              {...field('address')}
              label={t('newCustomer.street')}
              optional
              autoComplete="off"
              maxLength={ADDRESS_MAX_LENGTH}
              className="sm:col-span-2"
            />
            <KioskTextField
              {...field('city')}
              label={t('newCustomer.city')}
              optional
              autoComplete="off"
              maxLength={CITY_MAX_LENGTH}
            />
            <KioskTextField
              {...field('state')}
              label={t('newCustomer.state')}
              optional
              autoComplete="off"
              maxLength={STATE_MAX_LENGTH}
            />
            <KioskTextField
              {...field('zip_code')}
              label={t('newCustomer.zipCode')}
              optional
              autoComplete="off"
              maxLength={ZIP_CODE_MAX_LENGTH}
            />
            <KioskTextField
              {...field('country')}
              label={t('newCustomer.country')}
              optional
              autoComplete="off"
              maxLength={COUNTRY_MAX_LENGTH}
            />
          </Group>
          <Group legend={t('newCustomer.visit')}>
            <KioskTextField
              {...field('total_spent')}
              label={t('newCustomer.spending')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              inputClassName="text-2xl font-semibold"
            />
          </Group>
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-6" />
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-charcoal-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <BackButton onBack={onBack} disabled={form.submission.isPending} />
          <SubmitButton
            size="lg"
            icon={UserPlus}
            pending={form.submission.isPending}
            label={t('newCustomer.submit')}
            pendingLabel={t('newCustomer.submitting')}
            className="h-16 text-lg sm:min-w-72"
          />
        </div>
      </form>
    </section>
  );
}
