import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslateMessage } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { FormOutcome } from '@/lib/form.ts';

/**
 * Where a form reports what the server said. The live region is always in the page, so a
 * message that appears in it is read out.
 */
export function FormStatus({
  outcome,
  className,
}: {
  outcome: FormOutcome | null;
  className?: string;
}) {
  const translate = useTranslateMessage();
  return (
    <div aria-live="polite" aria-atomic="true" className={cn(!outcome && 'sr-only', className)}>
      {outcome && (
        <p
          className={cn(
            'flex animate-fade-in items-start gap-3 rounded-2xl border px-4 py-3 text-sm font-medium',
            outcome.tone === 'success'
              ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
              : 'border-red-200 bg-red-50 text-red-800',
          )}
        >
          {outcome.tone === 'success' ? (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
          )}
          <span>{translate(outcome.message)}</span>
        </p>
      )}
    </div>
  );
}
