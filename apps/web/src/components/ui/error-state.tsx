import { AlertTriangle, RotateCcw } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

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
  headingLevel: Heading = 'h3',
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-3xl border border-red-200 bg-white px-6 py-14 text-center shadow-card',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <Heading className="mt-5 text-xl font-bold text-charcoal-900">{title}</Heading>
      <p className="mt-2 max-w-md text-charcoal-600">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
