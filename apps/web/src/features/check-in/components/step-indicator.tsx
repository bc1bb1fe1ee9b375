import { Check } from 'lucide-react';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

const STEPS = ['lookup', 'details', 'done'] as const;
export type KioskStage = (typeof STEPS)[number];

/** Where the check-in stands: find the customer, check them in (or register), done. */
export function StepIndicator({ stage }: { stage: KioskStage }) {
  const { t } = useTranslation('check-in');
  const { number } = useFormat();
  const current = STEPS.indexOf(stage);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map((step, index) => {
          // The last step is complete as soon as it shows: the visit is recorded.
          const done = index < current || stage === 'done';
          const active = index === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 sm:gap-3',
                index < STEPS.length - 1 && 'flex-1',
              )}
            >
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold transition',
                  done && 'bg-emerald-600 text-white',
                  done && active && 'ring-4 ring-emerald-200',
                  active && !done && 'bg-flame-600 text-white ring-4 ring-flame-200',
                  !done && !active && 'bg-white text-charcoal-600 ring-1 ring-charcoal-200',
                )}
              >
                {done ? <Check className="size-5" aria-hidden="true" /> : number(index + 1)}
              </span>
              <span
                className={cn(
                  'text-sm font-semibold whitespace-nowrap',
                  active ? 'text-charcoal-900' : 'text-charcoal-600',
                  !active && 'sr-only sm:not-sr-only',
                )}
              >
                {t(`steps.${step}`)}
              </span>
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-0.5 min-w-4 flex-1 rounded-full',
                    done ? 'bg-emerald-500' : 'bg-charcoal-200',
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
