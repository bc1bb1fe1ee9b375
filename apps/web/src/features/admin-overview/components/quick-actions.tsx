import {
  ChevronRight,
  type LucideIcon,
  ReceiptText,
  Tags,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/index.ts';

const ACTIONS: readonly {
  to: string;
  icon: LucideIcon;
  name: 'customers' | 'orders' | 'categories' | 'meals';
}[] = [
  { to: '/admin/customers', icon: Users, name: 'customers' },
  { to: '/admin/orders', icon: ReceiptText, name: 'orders' },
  { to: '/admin/categories', icon: Tags, name: 'categories' },
  { to: '/admin/meals', icon: UtensilsCrossed, name: 'meals' },
];

/** docs/product-rules.md#overview: jumps to customers, orders, categories and meals. */
export function QuickActions() {
  const { t } = useTranslation('admin-overview');
  return (
    <section
      aria-labelledby="quick-actions-heading"
      className="rounded-3xl bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="quick-actions-heading" className="mb-4 font-semibold text-charcoal-900">
        {t('quickActions.heading')}
      </h2>
      <ul className="grid gap-3">
        {ACTIONS.map(({ to, icon: Icon, name }) => (
          <li key={name}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-2xl border border-charcoal-100 p-4 transition hover:border-flame-200 hover:bg-flame-50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-cream-200 text-flame-700 transition group-hover:bg-flame-600 group-hover:text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-charcoal-900">
                  {t(`quickActions.${name}`)}
                </span>
                <span className="block truncate text-xs text-charcoal-500">
                  {t(`quickActions.${name}Hint`)}
                </span>
              </span>
              <ChevronRight
                className="size-4 text-charcoal-400 transition group-hover:translate-x-0.5 group-hover:text-flame-600"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
