import { type SpecialDay, specialDaySchema } from '@shop/shared';
import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import {
  adminApi,
  errorWords,
  notifySuccess,
  useSectionRefresh,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { answered, orderingKeys } from '../ordering-api.ts';
import { DayPeriods } from './week-editor.tsx';

const KINDS = ['closed', 'hours'] as const;

/** A special day's form: the date, a label, and closed or its own periods (a festival day). */
export function SpecialDayForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin-ordering');
  const { t: kit } = useTranslation('admin');
  const refresh = useSectionRefresh(orderingKeys);
  const kindId = useId();
  const form = useFormSubmit({
    schema: specialDaySchema,
    initialValues: {
      date: '',
      label: '',
      closed: true,
      periods: [] as SpecialDay['periods'],
    },
    send: async (day: SpecialDay) => {
      try {
        return await adminApi.post('/admin/ordering/special-days', day, answered);
      } catch (error) {
        throw new Error(errorWords(error, t('specialDays.failed')), { cause: error });
      }
    },
    onSuccess: (answer) => {
      notifySuccess(answer.message ?? t('specialDays.saved'));
      void refresh();
      onClose();
    },
  });
  const { values, errors } = form;
  const pending = form.submission.isPending;
  return (
    <Modal open onClose={onClose} title={t('specialDays.addTitle')} className="sm:max-w-xl">
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="mt-6">
        <fieldset disabled={pending} className="min-w-0 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              type="date"
              label={t('specialDays.date')}
              value={values.date}
              error={errors.date}
              onValueChange={(date) => form.setValue('date', date)}
            />
            <TextField
              label={t('specialDays.label')}
              optional
              placeholder={t('specialDays.labelPlaceholder')}
              value={values.label}
              error={errors.label}
              onValueChange={(label) => form.setValue('label', label)}
            />
          </div>
          <FormField label={t('specialDays.kind')} kind="group">
            {(control) => (
              <div role="radiogroup" {...control} id={kindId} className="grid grid-cols-2 gap-2">
                {KINDS.map((kind) => {
                  const chosen = (kind === 'closed') === values.closed;
                  return (
                    <label
                      key={kind}
                      className={cn(
                        'flex h-11 cursor-pointer items-center justify-center rounded-2xl border text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-flame-500',
                        chosen
                          ? 'border-flame-600 bg-flame-50 text-flame-800'
                          : 'border-charcoal-200 bg-white text-charcoal-700 hover:border-flame-300',
                      )}
                    >
                      <input
                        type="radio"
                        name="special-day-kind"
                        className="sr-only"
                        checked={chosen}
                        onChange={() => {
                          form.setValue('closed', kind === 'closed');
                          form.setValue(
                            'periods',
                            kind === 'closed' ? [] : [{ opens: '10:00', closes: '16:00' }],
                          );
                        }}
                      />
                      {t(`specialDays.kinds.${kind}`)}
                    </label>
                  );
                })}
              </div>
            )}
          </FormField>
          {!values.closed && (
            <div>
              <ul className="rounded-2xl ring-1 ring-charcoal-100">
                <DayPeriods
                  id="special-day"
                  name={t('specialDays.periods')}
                  periods={values.periods}
                  problem={errors.periods}
                  onChange={(edit) => form.setValue('periods', edit(values.periods))}
                />
              </ul>
              <p className="mt-2 text-xs text-charcoal-600">{t('hours.hint')}</p>
            </div>
          )}
          {values.closed && errors.periods && (
            <p className="text-sm text-red-700">{errors.periods}</p>
          )}
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-5" />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {kit('kit.cancel')}
          </Button>
          <SubmitButton
            pending={pending}
            icon={CalendarPlus}
            label={t('specialDays.save')}
            pendingLabel={t('specialDays.save')}
          />
        </div>
      </form>
    </Modal>
  );
}
