import { Receipt, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useListTop } from '@/lib/use-list-top.ts';
import { useOrderHistory } from '../hooks/use-order-history.ts';
import {
  type FilterChange,
  filtersFromSearch,
  hasFilters,
  searchWithChange,
} from '../order-filters.ts';
import { OrderCard } from './order-card.tsx';
import { OrderHistoryFiltersBar } from './order-history-filters.tsx';

function HistorySkeleton() {
  return (
    <ul className="space-y-3" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <li key={key} className="rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <Skeleton className="mt-4 h-4 w-3/4" />
          <Skeleton className="mt-5 h-5 w-32" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The customer's orders, newest first, filtered by status and dates and a page of 10 at a time
 * (GET /api/orders/history). The filters live in the address, so Back from an order returns
 * to the same page. Turning a page brings the list's heading into view and focus.
 */
export function OrderHistory() {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const history = useOrderHistory(filters);
  const change = (next: FilterChange) =>
    setSearch(searchWithChange(search, next), { replace: true, preventScrollReset: true });
  const data = history.data;
  const listTop = useListTop<HTMLHeadingElement>();
  const turnPage = (page: number) => {
    change({ page });
    listTop.show();
  };

  let body: ReactNode;
  if (history.isPending) {
    body = <HistorySkeleton />;
  } else if (history.isError && !data) {
    body = (
      <ErrorState
        title={t('history.loadFailed')}
        message={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (!data || data.orders.length === 0) {
    body = hasFilters(filters) ? (
      <EmptyState
        icon={SearchX}
        headingLevel="h2"
        title={t('history.noMatch.title')}
        action={
          <Button variant="secondary" onClick={() => change({ status: '', from: '', to: '' })}>
            {t('history.filters.clear')}
          </Button>
        }
      >
        {t('history.noMatch.message')}
      </EmptyState>
    ) : (
      <EmptyState
        icon={Receipt}
        title={t('history.empty.title')}
        action={
          <ButtonLink to="/meals" size="lg">
            {t('history.empty.browse')}
          </ButtonLink>
        }
      >
        {t('history.empty.message')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="space-y-3 sm:space-y-4" aria-busy={history.isPlaceholderData}>
          {data.orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
        <Pager
          label={t('history.pagination.label')}
          page={data.pagination.page}
          pages={data.pagination.pages}
          onPage={turnPage}
          words={{
            previous: t('history.pagination.previous'),
            next: t('history.pagination.next'),
            page: t('history.pagination.page', data.pagination),
          }}
          className="mt-6"
        />
      </>
    );
  }

  return (
    <section aria-labelledby="order-history-title" className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2
          id="order-history-title"
          ref={listTop.ref}
          tabIndex={-1}
          className="text-xl font-bold text-charcoal-900 focus:outline-none"
        >
          {t('history.title')}
        </h2>
        {data && (
          <span className="text-sm text-charcoal-500">
            {t('history.count', { count: data.pagination.total })}
          </span>
        )}
      </div>
      <OrderHistoryFiltersBar filters={filters} onChange={change} />
      {body}
    </section>
  );
}
