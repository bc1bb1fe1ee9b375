import { PasswordField } from '@/components/ui/password-field.tsx';
import { useTranslation } from '@/i18n/index.ts';

interface StaffPasswordFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}

/** The staff password, with a show/hide toggle and large targets for a hurried person at a counter. */
export function StaffPasswordField({ value, onValueChange, error }: StaffPasswordFieldProps) {
  const { t } = useTranslation('admin-session');
  return (
    <PasswordField
      label={t('fields.password')}
      name="password"
      autoComplete="current-password"
      value={value}
      onValueChange={onValueChange}
      error={error}
      showLabel={t('fields.showPassword')}
      hideLabel={t('fields.hidePassword')}
      large
    />
  );
}
