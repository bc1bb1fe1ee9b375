import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { Button } from './button.tsx';
import { StatePanel } from './state-panel.tsx';

interface ErrorStateProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** The heading level that fits the page outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A failed load: what failed, why, and a Try Again button. */
export function ErrorState({
  title,
  message,
  onRetry,
  headingLevel = 'h3',
  className,
}: ErrorStateProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <StatePanel
      tone="error"
      role="alert"
      icon={AlertTriangle}
      title={title}
      headingLevel={headingLevel}
      className={className}
    >
      <p className="mt-2 max-w-md text-charcoal-600">{translate(message)}</p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('tryAgain')}
      </Button>
    </StatePanel>
  );
}
