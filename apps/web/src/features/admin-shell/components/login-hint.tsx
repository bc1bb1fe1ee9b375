import { KeyRound } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { useLoginHint } from '../hooks/use-login-hint.ts';

/**
 * The default admin credentials with advice to change them, shown only while the
 * server says they still work (docs/product-rules.md#default-admin). "Use" fills them into the
 * form.
 */
export function LoginHint({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation('admin');
  const { data } = useLoginHint();
  const demo = data?.demo;
  if (!demo) return null;
  return (
    <aside
      aria-labelledby="login-hint-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="login-hint-title" className="font-semibold">
            {t('login.hint.title')}
          </h2>
          <dl className="mt-2 grid gap-x-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-1">
            <dt className="text-amber-800">{t('login.hint.email')}</dt>
            <dd className="font-mono break-all">{demo.email}</dd>
            <dt className="mt-1 text-amber-800 sm:mt-0">{t('login.hint.password')}</dt>
            <dd className="font-mono">{demo.password}</dd>
          </dl>
          <p className="mt-2 text-amber-900">{t('login.hint.advice')}</p>
          <button
            type="button"
            onClick={() => onUse(demo.email, demo.password)}
            className="mt-3 rounded-full border border-amber-300 bg-white px-3.5 py-1.5 text-xs font-semibold text-amber-900 transition hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500"
          >
            {t('login.hint.use')}
          </button>
        </div>
      </div>
    </aside>
  );
}
