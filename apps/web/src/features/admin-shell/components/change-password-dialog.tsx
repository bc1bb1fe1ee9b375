import { type AdminChangePasswordFormValues, adminChangePasswordFormSchema } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { submitErrorMessage } from '@/lib/form.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { toast } from '@/lib/toast.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { changeAdminPassword } from '../api/change-admin-password.ts';
import { adminMeKey } from '../hooks/use-admin-me.ts';
import { loginHintKey } from '../hooks/use-login-hint.ts';

const EMPTY: AdminChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

type Field = keyof AdminChangePasswordFormValues;

/**
 * Change password: the current one, the new one twice (the registration rules). Mounted only
 * while open, so every opening starts empty.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const form = useFormSubmit({
    schema: adminChangePasswordFormSchema,
    initialValues: EMPTY,
    send: async ({ currentPassword, newPassword }) => {
      try {
        return await changeAdminPassword({ currentPassword, newPassword });
      } catch (error) {
        throw new Error(
          submitErrorMessage(error, {
            failed: t('changePassword.failed'),
            network: NETWORK_ERROR_MESSAGE,
          }),
        );
      }
    },
    onSuccess: ({ message }) => {
      toast.success(message);
      void refreshQueries(queryClient, [{ queryKey: adminMeKey }, { queryKey: loginHintKey }]);
      onClose();
    },
  });

  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={form.values[name]}
      onValueChange={(value) => form.setValue(name, value)}
      error={form.errors[name]}
      hint={name === 'newPassword' ? t('changePassword.newHint') : undefined}
      showLabel={t('login.showPassword')}
      hideLabel={t('login.hidePassword')}
    />
  );

  return (
    <Modal open onClose={onClose} title={t('changePassword.title')}>
      <p className="mt-1 text-sm text-charcoal-600">{t('changePassword.lead')}</p>
      <form
        method="post"
        ref={form.formRef}
        onSubmit={form.onSubmit}
        noValidate
        className="mt-6 grid gap-5"
      >
        <fieldset disabled={form.submission.isPending} className="grid gap-5">
          {field('currentPassword', t('changePassword.current'), 'current-password')}
          {field('newPassword', t('changePassword.new'), 'new-password')}
          {field('confirmPassword', t('changePassword.confirm'), 'new-password')}
        </fieldset>
        <FormStatus outcome={form.outcome} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('changePassword.cancel')}
          </Button>
          <SubmitButton
            icon={KeyRound}
            pending={form.submission.isPending}
            label={t('changePassword.submit')}
            pendingLabel={t('changePassword.submitting')}
          />
        </div>
      </form>
    </Modal>
  );
}
