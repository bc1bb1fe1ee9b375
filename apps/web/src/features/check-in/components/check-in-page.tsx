import { useAdminSession } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { CheckInFlow } from './check-in-flow.tsx';
import { KioskShell } from './kiosk-shell.tsx';
import { StaffGate } from './staff-gate.tsx';

/**
 * /customer-register: the counter check-in kiosk. Its calls need a staff session
 * (docs/product-rules.md#who-may-do-what), so without one it asks staff to sign in; a session the
 * server refuses later is forgotten by the calls, which brings the sign-in back.
 */
export function CheckInPage() {
  const { t } = useTranslation('check-in');
  const { admin } = useAdminSession();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <KioskShell admin={admin}>{admin ? <CheckInFlow /> : <StaffGate />}</KioskShell>
    </>
  );
}
