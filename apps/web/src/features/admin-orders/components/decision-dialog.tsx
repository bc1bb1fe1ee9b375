import {
  acceptOrderRequestSchema,
  ORDER_REJECTION_REASON_KEYS,
  ORDER_REJECTION_REASONS,
  type OrderRejectionReason,
} from '@shop/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { RadioPill } from '@/components/ui/choice-chips.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { DialogForm } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** The preparation times offered at a click; any other whole number of minutes may be typed. */
export const ACCEPT_MINUTES = [10, 15, 20, 25, 30, 45] as const;

export type Decision =
  | { kind: 'accept'; minutes: number }
  | { kind: 'reject'; reason: OrderRejectionReason };

interface DecisionDialogProps {
  kind: Decision['kind'];
  /** The order's number as staff read it. */
  number: string;
  busy: boolean;
  /** Why the last attempt failed (the server's words). */
  error: string | null;
  onDecide: (decision: Decision) => void;
  onCancel: () => void;
}

/**
 * Accept a new order with a preparation time (a choice, or typed), or reject it with a reason
 * from the list (docs/product-rules.md#orders): checked with the server's schema first.
 */
export function DecisionDialog({
  kind,
  number,
  busy,
  error,
  onDecide,
  onCancel,
}: DecisionDialogProps) {
  const { t } = useTranslation('admin-orders');
  const [minutes, setMinutes] = useState<string>('20');
  const [reason, setReason] = useState<OrderRejectionReason | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const accepting = kind === 'accept';
  const preset = ACCEPT_MINUTES.some((choice) => String(choice) === minutes);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepting) {
      if (reason === null) setProblem(t('decision.chooseReason'));
      else onDecide({ kind: 'reject', reason });
      return;
    }
    const checked = acceptOrderRequestSchema.safeParse({ minutes: minutes.trim() });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    onDecide({ kind: 'accept', minutes: checked.data.minutes });
  };
  const pick = (value: string) => {
    setMinutes(value);
    setProblem(null);
  };

  return (
    <DialogForm
      title={t(accepting ? 'decision.acceptTitle' : 'decision.rejectTitle', { number })}
      onClose={onCancel}
      onSubmit={submit}
      pending={busy}
      outcome={error ? { tone: 'error', message: error } : null}
      submit={{
        icon: accepting ? CircleCheck : CircleX,
        label: accepting
          ? t('decision.acceptConfirm', { minutes: minutes.trim() || '…' })
          : t('decision.rejectConfirm'),
        pendingLabel: t(accepting ? 'decision.acceptPending' : 'decision.rejectPending'),
        variant: accepting ? 'primary' : 'dark',
        className: cn(!accepting && 'bg-red-700 hover:bg-red-800 active:bg-red-900'),
        'aria-busy': busy,
      }}
      className="sm:max-w-lg"
      fieldsClassName="mt-5"
      lead={
        <p className="text-sm text-charcoal-600">
          {t(accepting ? 'decision.acceptLead' : 'decision.rejectLead')}
        </p>
      }
    >
      <legend className="mb-2 text-sm font-semibold text-charcoal-800">
        {t(accepting ? 'decision.minutes' : 'decision.reason')}
      </legend>
      {accepting ? (
        <>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {ACCEPT_MINUTES.map((choice) => (
              <RadioPill
                key={choice}
                name="minutes"
                checked={minutes === String(choice)}
                onChange={() => pick(String(choice))}
                className="flex h-11 justify-center rounded-2xl font-semibold"
              >
                {t('decision.minutesChoice', { minutes: choice })}
              </RadioPill>
            ))}
          </div>
          <TextField
            className="mt-4"
            label={t('decision.otherMinutes')}
            hint={t('decision.otherMinutesHint')}
            type="number"
            inputMode="numeric"
            min={5}
            max={240}
            step={1}
            value={preset ? '' : minutes}
            error={problem ?? undefined}
            onValueChange={pick}
          />
        </>
      ) : (
        <div className="grid gap-2" aria-describedby={problem ? 'reject-problem' : undefined}>
          {ORDER_REJECTION_REASON_KEYS.map((key) => (
            <RadioPill
              key={key}
              name="reason"
              checked={reason === key}
              onChange={() => {
                setReason(key);
                setProblem(null);
              }}
              className="flex min-h-11 rounded-2xl px-4 py-2.5 text-left font-semibold"
            >
              {ORDER_REJECTION_REASONS[key]}
            </RadioPill>
          ))}
          {problem && (
            <p id="reject-problem" role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </DialogForm>
  );
}
