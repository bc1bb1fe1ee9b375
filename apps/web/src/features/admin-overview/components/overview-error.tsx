import { ErrorState } from '@/components/ui/error-state.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { dashboardErrorKind } from '../dashboard-error.ts';

const TITLES = {
  network: 'errors.networkTitle',
  server: 'errors.serverTitle',
  other: 'errors.otherTitle',
} as const;

/** The overview's load failure: a network, a server or any other error, each with a retry. */
export function OverviewError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin-overview');
  const kind = dashboardErrorKind(error);
  return (
    <div data-testid={`overview-error-${kind}`}>
      <ErrorState
        headingLevel="h2"
        title={t(TITLES[kind])}
        message={errorMessage(error)}
        onRetry={onRetry}
      />
    </div>
  );
}
