import { useTranslation } from '@/i18n/index.ts';
import { EMAIL_INPUT_PROPS } from './email-input-props.ts';
import { TextField } from './form-field.tsx';

type NameOrEmail = 'name' | 'email';

interface NameEmailFieldsProps {
  values: Record<NameOrEmail, string>;
  errors: Partial<Record<NameOrEmail, string>>;
  onChange: (field: NameOrEmail, value: string) => void;
}

/** The "Your name" and "Email address" pair that opens the contact and feedback forms. */
export function NameEmailFields({ values, errors, onChange }: NameEmailFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('form.yourName')}
        name="name"
        autoComplete="name"
        maxLength={100}
        value={values.name}
        onValueChange={(value) => onChange('name', value)}
        error={errors.name}
      />
      <TextField
        label={t('form.emailAddress')}
        {...EMAIL_INPUT_PROPS}
        value={values.email}
        onValueChange={(value) => onChange('email', value)}
        error={errors.email}
      />
    </>
  );
}
