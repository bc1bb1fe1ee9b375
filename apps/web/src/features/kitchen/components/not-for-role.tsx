import type { AdminSummary } from '@shop/shared';
import { LogOut, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { adminSignOut } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/**
 * A staff member whose role has no kitchen display (the counter): said plainly, with a way to
 * sign out, rather than a refused call (docs/product-rules.md#kitchen-display).
 */
export function NotForRole({ admin }: { admin: AdminSummary }) {
  const { t } = useTranslation(['kitchen', 'admin-session']);
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-charcoal-950 p-6">
      <section
        aria-labelledby="kitchen-not-for-role"
        className="max-w-xl rounded-3xl bg-white p-8 text-center shadow-lg"
      >
        <ShieldX className="mx-auto size-14 text-flame-600" aria-hidden="true" />
        <h1
          id="kitchen-not-for-role"
          className="mt-4 font-display-tight text-3xl text-charcoal-950"
        >
          {t('notForRole.title')}
        </h1>
        <p className="mt-3 text-lg text-charcoal-700">
          {t('notForRole.lead', { name: admin.name })}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            disabled={leaving}
            onClick={async () => {
              setLeaving(true);
              await adminSignOut();
            }}
            className="inline-flex min-h-14 items-center gap-2 rounded-xl bg-flame-600 px-6 text-lg font-bold text-white hover:bg-flame-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-mustard-400 disabled:opacity-60"
          >
            <LogOut className="size-5" aria-hidden="true" />
            {t('admin-session:signOut')}
          </button>
        </div>
      </section>
    </div>
  );
}
