import { PasswordField } from '@/components/ui/password-field.tsx';
import { useTranslation } from '@/i18n/index.ts';

type NewPasswordName = 'password' | 'confirm_password';

interface NewPasswordFieldsProps {
  values: Record<NewPasswordName, string>;
  errors: Partial<Record<NewPasswordName, string | undefined>>;
  onChange: (name: NewPasswordName, value: string) => void;
  labels: Record<NewPasswordName, string>;
}

/** Choosing a password (registration and reset): the password with its rules, then again. */
export function NewPasswordFields({ values, errors, onChange, labels }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  const field = (name: NewPasswordName) => ({
    showLabel: t('fields.showPassword'),
    hideLabel: t('fields.hidePassword'),
    label: labels[name],
    name,
    autoComplete: 'new-password' as const,
    value: values[name],
    onValueChange: (value: string) => onChange(name, value),
    error: errors[name],
  });
  return (
    <>
      <PasswordField {...field('password')} hint={t('register.passwordHint')} />
      <PasswordField {...field('confirm_password')} />
    </>
  );
}
