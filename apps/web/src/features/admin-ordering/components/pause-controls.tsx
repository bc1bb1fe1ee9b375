import {
  ORDERING_LIMITS,
  PAUSE_MINUTES,
  type PauseRequest,
  pauseResponseSchema,
} from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CirclePause, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import {
  adminApi,
  errorWords,
  sectionKey,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { orderingKeys } from '../ordering-api.ts';

const QUICK_REASONS = ['busy', 'staff', 'power', 'weather'] as const;

/** How long a pause lasts: minutes, until resumed, or until the next opening. */
type PauseChoice = (typeof PAUSE_MINUTES)[number] | 'resumed' | 'nextOpening';
const CHOICES: readonly PauseChoice[] = [...PAUSE_MINUTES, 'resumed', 'nextOpening'];

/** The request for a choice, with the reason given. */
export function pauseRequest(choice: PauseChoice, reason: string): PauseRequest {
  if (choice === 'nextOpening') return { minutes: null, until_next_opening: true, reason };
  return { minutes: choice === 'resumed' ? null : choice, reason };
}

/**
 * Stops new orders (docs/product-rules.md#busy-pause): a reason, typed or picked, shown to the
 * customers, then how long: each length is one button that pauses at once.
 */
export function PauseControls() {
  const { t } = useTranslation('admin-ordering');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const queryClient = useQueryClient();
  const pause = useSectionMutation(
    orderingKeys,
    (choice: PauseChoice) =>
      adminApi.post(
        '/admin/ordering/pause',
        pauseRequest(choice, reason.trim()),
        pauseResponseSchema,
      ),
    { success: () => t('pause.done'), failure: (error) => errorWords(error, t('pause.failed')) },
  );
  const start = (choice: PauseChoice) => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    pause.mutate(choice, {
      onSuccess: (answer) =>
        queryClient.setQueryData(
          [...sectionKey(orderingKeys), 'status'],
          (old: object | undefined) => old && { ...old, ...answer },
        ),
    });
  };
  return (
    <div className="mt-5 space-y-4 border-t border-charcoal-100 pt-5">
      <div>
        <h3 className="flex items-center gap-2 font-bold text-charcoal-900">
          <Hourglass className="size-4 text-flame-600" aria-hidden="true" />
          {t('pause.title')}
        </h3>
        <p className="mt-0.5 text-sm text-charcoal-600">{t('pause.lead')}</p>
      </div>
      <TextField
        label={t('pause.reason')}
        hint={t('pause.reasonHint')}
        placeholder={t('pause.reasonPlaceholder')}
        value={reason}
        maxLength={ORDERING_LIMITS.reasonLength}
        error={missing && reason.trim() === '' ? t('pause.reasonRequired') : undefined}
        onValueChange={(typed) => {
          setReason(typed);
          setMissing(false);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold tracking-wide text-charcoal-500 uppercase">
          {t('pause.quickReasons')}
        </span>
        {QUICK_REASONS.map((key) => {
          const words = t(`pause.reasons.${key}`);
          return (
            <button
              key={key}
              type="button"
              aria-pressed={reason === words}
              onClick={() => {
                setReason(words);
                setMissing(false);
              }}
              className={cn(
                'h-8 rounded-full border px-3 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500',
                reason === words
                  ? 'border-flame-600 bg-flame-600 text-white'
                  : 'border-charcoal-200 bg-white text-charcoal-700 hover:border-flame-300 hover:bg-flame-50',
              )}
            >
              {words}
            </button>
          );
        })}
      </div>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-charcoal-800">{t('pause.for')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {CHOICES.map((choice) => (
            <Button
              key={choice}
              variant="secondary"
              size="sm"
              disabled={pause.isPending}
              onClick={() => start(choice)}
              className={cn(choice === 'nextOpening' && 'col-span-2')}
            >
              <CirclePause className="size-4" aria-hidden="true" />
              {t(`pause.choices.${choice}`)}
            </Button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
