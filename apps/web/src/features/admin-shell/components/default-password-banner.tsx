import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { useAdminMe } from '../hooks/use-admin-me.ts';

/**
 * While the demo password is unchanged, every screen says so (docs/product-rules.md#default-admin).
 */
export function DefaultPasswordBanner({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation('admin');
  const { data } = useAdminMe();
  if (!data?.passwordIsDefault) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-950 sm:px-6"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <span>{t('defaultPassword.message')}</span>
      </p>
      <button
        type="button"
        onClick={onChangePassword}
        className="rounded-full bg-amber-900 px-3.5 py-1.5 text-xs font-semibold text-white transition hover:bg-amber-950"
      >
        {t('defaultPassword.action')}
      </button>
    </div>
  );
}
