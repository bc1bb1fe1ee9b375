import type { CheckoutConflict } from '@shop/shared';
import { AlertTriangle, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import type { PriceChange } from '../checkout-conflict.ts';
import { useConflictText } from '../hooks/use-conflict-text.ts';

interface ConflictNoticeProps {
  conflict: CheckoutConflict;
  priceChanges: readonly PriceChange[];
  /** Some items need changing in the cart (stock, a meal gone) before ordering again. */
  fixInCart: boolean;
}

/**
 * Why the server refused the order (docs/product-rules.md#pricing): its message, the prices as they
 * are now (already taken into the cart), what else stands in the way, and what to do next.
 */
export function ConflictNotice({ conflict, priceChanges, fixInCart }: ConflictNoticeProps) {
  const { t } = useTranslation('checkout');
  const { money } = useFormat();
  const problemText = useConflictText();
  const [first, ...others] = conflict.problems;
  const firstText = first ? problemText(first, conflict) : null;
  const totalChanged = conflict.problems.some((problem) => problem.kind === 'total_changed');
  const facts = [
    ...priceChanges.map((change) =>
      t('conflict.priceChanged', {
        name: change.name,
        now: money(change.now),
        was: money(change.was),
      }),
    ),
    ...others
      .filter((problem) => problem.kind !== 'price_changed')
      .map((problem) => problemText(problem, conflict)),
    ...(totalChanged ? [t('conflict.newTotal', { total: money(conflict.totals.total) })] : []),
  ];
  const unique = [...new Set(facts)].filter((fact) => fact !== firstText);

  return (
    <div
      role="alert"
      data-testid="checkout-conflict"
      className="animate-fade-in rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="flex items-center gap-2 font-bold">
        <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        {t('conflict.title')}
      </p>
      {firstText && <p className="mt-2 text-sm font-medium">{firstText}</p>}
      {unique.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {unique.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">{fixInCart ? t('conflict.fixCart') : t('conflict.refreshed')}</p>
      {fixInCart && (
        <Link
          to="/cart"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-bold text-amber-950 underline underline-offset-4 hover:text-flame-700"
        >
          {t('conflict.reviewCart')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
