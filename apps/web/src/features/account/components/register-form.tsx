import {
  ACCOUNT_COUNTRIES,
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CONTACT_MESSAGES,
  type CustomerAuthResponse,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  registerFormSchema,
  STATE_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from '@shop/shared';
import { UserPlus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckField } from '@/components/ui/check-field.tsx';
import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { SelectField, TextField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { Trans, useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { registerCustomer } from '../api/register-customer.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

type TextKey =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'date_of_birth'
  | 'address'
  | 'city'
  | 'state'
  | 'zip_code';

type RegisterValues = Record<TextKey | 'country' | 'password' | 'confirm_password', string> & {
  subscribe_newsletter: boolean;
  agree_terms: boolean;
};

type TextProps = Partial<
  Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'value' | 'onValueChange' | 'error'>
>;

// Nepal is the only country (docs/product-rules.md#accounts); the newsletter opt-in starts on.
const EMPTY: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  date_of_birth: '',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  country: 'NP',
  password: '',
  confirm_password: '',
  subscribe_newsletter: true,
  agree_terms: false,
};

/** Today in the visitor's calendar, as the date input's upper bound. */
function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 flex w-full items-center gap-3 text-xs font-bold tracking-[0.16em] text-flame-700 uppercase">
        {title}
        <span aria-hidden="true" className="h-px flex-1 bg-charcoal-100" />
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The full account form (docs/product-rules.md#accounts): who, where to deliver, a password, and
 * the two boxes.
 */
export function RegisterForm({
  labelledBy,
  onRegistered,
}: {
  labelledBy: string;
  onRegistered: (auth: CustomerAuthResponse) => void;
}) {
  const { t } = useTranslation('account');
  const translate = useTranslateMessage();
  const form = useFormSubmit({
    schema: registerFormSchema,
    initialValues: EMPTY,
    send: ({ confirm_password: _confirm, agree_terms: _agreed, ...request }) =>
      registerCustomer(request),
    invalidToast: translate(CONTACT_MESSAGES.fixErrors),
    onSuccess: onRegistered,
  });

  const text = (field: TextKey, label: string, props: TextProps = {}) => (
    <TextField
      label={label}
      name={field}
      value={form.values[field]}
      onValueChange={(value) => form.setValue(field, value)}
      error={form.errors[field]}
      {...props}
    />
  );

  return (
    <form
      method="post"
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <fieldset disabled={form.submission.isPending} className="grid gap-8">
        <Section title={t('register.sections.personal')}>
          {text('first_name', t('register.firstName'), {
            autoComplete: 'given-name',
            maxLength: NAME_MAX_LENGTH,
          })}
          {text('last_name', t('register.lastName'), {
            autoComplete: 'family-name',
            maxLength: NAME_MAX_LENGTH,
          })}
          {text('email', t('fields.email'), { ...EMAIL_INPUT_PROPS, className: 'sm:col-span-2' })}
          {text('phone', t('register.phone'), {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
            maxLength: PHONE_MAX_LENGTH,
            placeholder: t('register.phonePlaceholder'),
          })}
          {text('date_of_birth', t('register.dateOfBirth'), {
            type: 'date',
            autoComplete: 'bday',
            min: '1900-01-01',
            max: today(),
          })}
        </Section>

        <Section title={t('register.sections.address')}>
          {text('address', t('register.address'), {
            autoComplete: 'street-address',
            maxLength: ADDRESS_MAX_LENGTH,
            placeholder: t('register.addressPlaceholder'),
            className: 'sm:col-span-2',
          })}
          {text('city', t('register.city'), {
            autoComplete: 'address-level2',
            maxLength: CITY_MAX_LENGTH,
            placeholder: t('register.cityPlaceholder'),
          })}
          {text('state', t('register.state'), {
            autoComplete: 'address-level1',
            maxLength: STATE_MAX_LENGTH,
            placeholder: t('register.statePlaceholder'),
          })}
          {text('zip_code', t('register.zipCode'), {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            maxLength: ZIP_CODE_MAX_LENGTH,
            placeholder: t('register.zipCodePlaceholder'),
          })}
          <SelectField
            label={t('register.country')}
            error={form.errors.country}
            name="country"
            autoComplete="country"
            value={form.values.country}
            onValueChange={(country) => form.setValue('country', country)}
            options={ACCOUNT_COUNTRIES.map((code) => ({
              value: code,
              label: t(`register.countries.${code}`),
            }))}
          />
        </Section>

        <Section title={t('register.sections.password')}>
          <NewPasswordFields
            values={form.values}
            errors={form.errors}
            onChange={form.setValue}
            labels={{
              password: t('fields.password'),
              confirm_password: t('register.confirmPassword'),
            }}
          />
        </Section>

        <div className="grid gap-4 rounded-2xl bg-cream-100 p-4 sm:p-5">
          <CheckField
            name="subscribe_newsletter"
            checked={form.values.subscribe_newsletter}
            onChange={(checked) => form.setValue('subscribe_newsletter', checked)}
            label={t('register.newsletter')}
          />
          <CheckField
            name="agree_terms"
            checked={form.values.agree_terms}
            onChange={(checked) => form.setValue('agree_terms', checked)}
            error={form.errors.agree_terms}
            label={
              <Trans
                t={t}
                i18nKey="register.terms"
                components={[
                  <Link
                    key="terms"
                    to="/terms"
                    target="_blank"
                    className="text-flame-700 underline underline-offset-2 hover:text-flame-800"
                  />,
                  <Link
                    key="privacy"
                    to="/privacy"
                    target="_blank"
                    className="text-flame-700 underline underline-offset-2 hover:text-flame-800"
                  />,
                ]}
              />
            }
          />
        </div>
      </fieldset>
      <FormStatus outcome={form.outcome} className="mt-6" />
      <SubmitButton
        size="lg"
        icon={UserPlus}
        pending={form.submission.isPending}
        label={t('register.submit')}
        pendingLabel={t('register.submitting')}
        className="mt-6 w-full"
      />
    </form>
  );
}
