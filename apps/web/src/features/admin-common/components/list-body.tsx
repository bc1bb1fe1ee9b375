import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';

/** What a list screen needs of its query (a TanStack Query result fits). */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

interface ListBodyProps<T> {
  query: ListQuery<T>;
  /** The list's shape while the first page loads. */
  skeleton: ReactNode;
  /** The error screen's words, when the list could not be read and there is nothing to show. */
  error: { title: string; message: string };
  isEmpty: (data: T) => boolean;
  /** The empty screen: its icon, title and line (a filtered list says so). */
  empty: { icon: LucideIcon; title: string; text: string };
  children: (data: T) => ReactNode;
}

/**
 * A list screen's body: the skeleton while loading, the error screen with Try Again, the empty
 * screen, or the list itself. A failed refresh keeps the rows already shown.
 */
export function ListBody<T>({
  query,
  skeleton,
  error,
  isEmpty,
  empty,
  children,
}: ListBodyProps<T>) {
  const { data } = query;
  if (query.isPending) return skeleton;
  if (query.isError && data === undefined) {
    return (
      <ErrorState
        headingLevel="h2"
        title={error.title}
        message={error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data === undefined || isEmpty(data)) {
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.text}
      </EmptyState>
    );
  }
  return children(data);
}
