import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { useTranslation } from '@/i18n/index.ts';
import type { FieldErrors } from '@/lib/form.ts';
import type { CheckoutValues } from '../checkout-form.ts';

interface DeliveryFieldsProps {
  values: CheckoutValues;
  errors: FieldErrors<CheckoutValues>;
  onChange: (field: keyof CheckoutValues & string, value: string) => void;
}

/**
 * Name, email, phone, address, city, ZIP and notes; all but the notes required
 * (docs/product-rules.md#checkout).
 */
export function DeliveryFields({ values, errors, onChange }: DeliveryFieldsProps) {
  const { t } = useTranslation('checkout');
  const bind = (field: keyof CheckoutValues & string) => ({
    value: values[field],
    onValueChange: (value: string) => onChange(field, value),
    error: errors[field],
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('delivery.firstName')}
        name="firstName"
        autoComplete="given-name"
        maxLength={100}
        required
        {...bind('firstName')}
      />
      <TextField
        label={t('delivery.lastName')}
        name="lastName"
        autoComplete="family-name"
        maxLength={100}
        required
        {...bind('lastName')}
      />
      <TextField label={t('delivery.email')} {...EMAIL_INPUT_PROPS} required {...bind('email')} />
      <TextField
        label={t('delivery.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        hint={t('delivery.phoneHint')}
        required
        {...bind('phone')}
      />
      <TextField
        label={t('delivery.address')}
        name="address"
        autoComplete="street-address"
        maxLength={400}
        placeholder={t('delivery.addressPlaceholder')}
        required
        className="sm:col-span-2"
        {...bind('address')}
      />
      <TextField
        label={t('delivery.city')}
        name="city"
        autoComplete="address-level2"
        maxLength={60}
        required
        {...bind('city')}
      />
      <TextField
        label={t('delivery.zip')}
        name="zip"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={12}
        required
        {...bind('zip')}
      />
      <TextAreaField
        label={t('delivery.notes')}
        name="notes"
        optional
        rows={3}
        maxLength={500}
        placeholder={t('delivery.notesPlaceholder')}
        className="sm:col-span-2"
        {...bind('notes')}
      />
    </div>
  );
}
