import { useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { StaffSignIn, type StaffSignInWords } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { LoginHint } from './login-hint.tsx';

/**
 * The admin login form (docs/product-rules.md#admin-login): the staff sign-in in the back
 * office's words ('Access Admin Dashboard', 'Login Failed:' with the server's words), with
 * "Keep me signed in" and the demo hint. A new session starts with no cached answers.
 */
export function AdminLoginForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const words: StaffSignInWords = {
    email: t('login.email'),
    emailPlaceholder: t('login.emailPlaceholder'),
    password: t('login.password'),
    showPassword: t('login.showPassword'),
    hidePassword: t('login.hidePassword'),
    rememberMe: t('login.rememberMe'),
    submit: t('login.submit'),
    submitting: t('login.submitting'),
    failedTitle: t('login.failedTitle'),
  };
  return (
    <StaffSignIn
      labelledBy={labelledBy}
      words={words}
      offerRememberMe
      // The page follows the session to where the admin was going.
      beforeSignIn={() => queryClient.removeQueries({ queryKey: adminQueryKeys.all })}
      footer={(fill) => <LoginHint onUse={fill} />}
    />
  );
}
