import { roleMayOpen } from '@shop/shared';
import { useAdminSession } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { KitchenDisplay } from './kitchen-display.tsx';
import { KitchenGate } from './kitchen-gate.tsx';
import { NotForRole } from './not-for-role.tsx';

/**
 * /kitchen: the kitchen display for a tablet on the wall (docs/product-rules.md#kitchen-display).
 * Its calls need a staff session of a role that has it (owner, manager, kitchen), so without
 * one it asks staff to sign in; a session the server refuses later is forgotten by the calls,
 * which brings the sign-in back.
 */
export function KitchenPage() {
  const { t } = useTranslation('kitchen');
  const { admin, token } = useAdminSession();
  return (
    <>
      <title>{t('documentTitle')}</title>
      {!admin || !token ? (
        <KitchenGate />
      ) : roleMayOpen(admin.role, 'kitchen') ? (
        <KitchenDisplay admin={admin} token={token} />
      ) : (
        <NotForRole admin={admin} />
      )}
    </>
  );
}
