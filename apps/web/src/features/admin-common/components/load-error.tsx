import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { StatePanel } from '@/components/ui/state-panel.tsx';
import { useTranslation } from '@/i18n/index.ts';

/** The error screen of a list that did not load: the spec's words and a Retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <StatePanel
      tone="error"
      role="alert"
      icon={AlertTriangle}
      title={t('kit.errorTitle')}
      headingLevel="h2"
    >
      <p className="mt-2 max-w-md text-charcoal-600">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('kit.retry')}
      </Button>
    </StatePanel>
  );
}
