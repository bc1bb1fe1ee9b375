import type { InputHTMLAttributes } from 'react';
import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { useTranslation } from '@/i18n/index.ts';
import type { FieldErrors } from '@/lib/form.ts';
import type { CheckoutValues } from '../checkout-form.ts';

type FieldName = keyof CheckoutValues & string;

/** A one-line field: labelled `delivery.<name>`, required, with what its input asks of the browser. */
interface LineField {
  name: Exclude<FieldName, 'notes'>;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;
  hint?: 'delivery.phoneHint';
  /** Words shown until it is filled, in the current language (the email box's is an address). */
  placeholder?: 'delivery.addressPlaceholder';
  /** Takes the whole row. */
  wide?: boolean;
}

const CONTACT_FIELDS: readonly LineField[] = [
  { name: 'firstName', input: { autoComplete: 'given-name', maxLength: 100 } },
  { name: 'lastName', input: { autoComplete: 'family-name', maxLength: 100 } },
  { name: 'email', input: EMAIL_INPUT_PROPS },
  {
    name: 'phone',
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30 },
    hint: 'delivery.phoneHint',
  },
];

/** Pickup leaves these out. */
const ADDRESS_FIELDS: readonly LineField[] = [
  {
    name: 'address',
    input: { autoComplete: 'street-address', maxLength: 400 },
    placeholder: 'delivery.addressPlaceholder',
    wide: true,
  },
  { name: 'city', input: { autoComplete: 'address-level2', maxLength: 60 } },
  { name: 'zip', input: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 12 } },
];

interface DeliveryFieldsProps {
  values: CheckoutValues;
  errors: FieldErrors<CheckoutValues>;
  onChange: (field: FieldName, value: string) => void;
  /** Pickup: no address fields. */
  pickup?: boolean;
}

/**
 * Name, email, phone, address, city, ZIP and notes; all but the notes required
 * (docs/product-rules.md#checkout).
 */
export function DeliveryFields({ values, errors, onChange, pickup = false }: DeliveryFieldsProps) {
  const { t } = useTranslation('checkout');
  const bind = (field: FieldName) => ({
    value: values[field],
    onValueChange: (value: string) => onChange(field, value),
    error: errors[field],
  });
  const lineFields = pickup ? CONTACT_FIELDS : [...CONTACT_FIELDS, ...ADDRESS_FIELDS];
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {lineFields.map(({ name, input, hint, placeholder, wide }) => (
        <TextField
          key={name}
          label={t(`delivery.${name}`)}
          name={name}
          {...input}
          placeholder={placeholder ? t(placeholder) : input.placeholder}
          hint={hint && t(hint)}
          required
          className={wide ? 'sm:col-span-2' : undefined}
          {...bind(name)}
        />
      ))}
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
