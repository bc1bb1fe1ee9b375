import type { StaffRole } from '@shop/shared';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/index.ts';
import { homeOfRole } from '../admin-redirect.ts';

/**
 * A screen the staff member's role may not use (docs/product-rules.md#staff-and-roles): said in
 * words, with the way to their own work, instead of a screen whose every call is refused.
 */
export function NotForYourRole({ role }: { role: StaffRole }) {
  const { t } = useTranslation('admin');
  return (
    <section
      data-testid="not-for-your-role"
      className="mx-auto mt-10 max-w-lg rounded-3xl bg-white p-8 text-center shadow-card"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-700">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-bold text-charcoal-900">
        {t('notForRole.title')}
      </h1>
      <p className="mt-2 text-charcoal-600">
        {t('notForRole.message', { role: t(`roles.${role}`) })}
      </p>
      <Link
        to={homeOfRole(role)}
        className="mt-6 inline-flex h-11 items-center rounded-full bg-charcoal-900 px-6 text-sm font-semibold text-white transition hover:bg-charcoal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500"
      >
        {t(`notForRole.home.${role}`)}
      </Link>
    </section>
  );
}
