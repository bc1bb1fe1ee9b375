import { Timer } from 'lucide-react';
import { useSecondsLeft } from '@/features/payments/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** The time left to pay a wallet order, as mm:ss counting down each second, and what follows. */
export function PayCountdown({ payBy }: { payBy: string | null }) {
  const { t } = useTranslation('payments');
  const { number } = useFormat();
  const left = useSecondsLeft(payBy);
  if (left === null) return null;
  if (left === 0) {
    return (
      <p
        data-testid="pay-time-up"
        className="mt-5 rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-red-800 ring-1 ring-red-200"
      >
        {t('awaiting.timeUp')}
      </p>
    );
  }
  const twoDigits = (value: number) => number(value, { minimumIntegerDigits: 2 });
  return (
    <div className="mt-5 rounded-2xl bg-white px-4 py-3 ring-1 ring-amber-200">
      <div className="flex items-center gap-3">
        <Timer className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
        <p className="min-w-0 text-xs font-semibold tracking-wide text-amber-900 uppercase">
          {t('awaiting.timeLeft')}
        </p>
        {/* A timer is not read out on every tick: it is there when looked at. */}
        <span
          role="timer"
          data-testid="pay-countdown"
          className="ml-auto font-mono text-2xl font-bold text-charcoal-900 tabular-nums"
        >
          {twoDigits(Math.floor(left / 60))}:{twoDigits(left % 60)}
        </span>
      </div>
      <p className="mt-1 text-sm text-charcoal-700">{t('awaiting.runsOut')}</p>
    </div>
  );
}
