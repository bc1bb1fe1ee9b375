import {
  type LaterOrderSettings,
  type LaterOrderSettingsResponse,
  laterOrderSettingsResponseSchema,
  ORDERING_LIMITS,
  ORDERING_MESSAGES,
  wholeNumber,
} from '@shop/shared';
import { CalendarClock, Save } from 'lucide-react';
import { z } from 'zod';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { adminApi, useFormFields } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { answered, orderingKeys, useLaterSettings } from '../ordering-api.ts';
import {
  useVersionedSave,
  type VersionedForm,
  VersionedSettingsCard,
} from './versioned-settings-card.tsx';

const L = ORDERING_LIMITS;
const M = ORDERING_MESSAGES;

/** The settings as the fields hold them (digits), checked with the server's bounds and words. */
const settingsFormSchema = z.object({
  enabled: z.boolean(),
  daysAhead: wholeNumber(M.daysAheadRange, L.daysAhead.min, L.daysAhead.max),
  slotMinutes: wholeNumber(M.slotMinutesRange, L.slotMinutes.min, L.slotMinutes.max),
  leadMinutes: wholeNumber(M.leadMinutesRange, L.leadMinutes.min, L.leadMinutes.max),
  capacityPerSlot: wholeNumber(M.capacityRange, L.capacityPerSlot.min, L.capacityPerSlot.max),
});

export const settingsValues = (settings: LaterOrderSettings) => ({
  enabled: settings.enabled,
  daysAhead: String(settings.daysAhead),
  slotMinutes: String(settings.slotMinutes),
  leadMinutes: String(settings.leadMinutes),
  capacityPerSlot: String(settings.capacityPerSlot),
});

/**
 * Orders for later (docs/product-rules.md#orders-for-later): on or off, how many days ahead, the
 * slot length, the lead time and the orders a slot holds; saved with the version read.
 */
export function LaterOrders() {
  const { t } = useTranslation('admin-ordering');
  return (
    <VersionedSettingsCard
      icon={CalendarClock}
      title={t('later.title')}
      lead={t('later.lead')}
      testId="later-orders"
      query={useLaterSettings()}
      loadFailed={t('later.loadFailed')}
      skeletonClassName="h-64 w-full rounded-2xl"
      form={(form) => <SettingsForm {...form} />}
    />
  );
}

function SettingsForm(props: VersionedForm<LaterOrderSettingsResponse>) {
  const { t } = useTranslation('admin-ordering');
  const form = useVersionedSave(props, {
    schema: settingsFormSchema,
    initialValues: settingsValues(props.read.settings),
    send: (settings: LaterOrderSettings) =>
      adminApi.put(
        '/admin/ordering/settings',
        { ...settings, version: props.read.version },
        laterOrderSettingsResponseSchema.and(answered),
      ),
    failed: t('later.failed'),
    saved: (answer) => answer.message ?? t('later.saved'),
    valuesOf: (answer) => settingsValues(answer.settings),
    section: orderingKeys,
  });
  const fields = useFormFields({
    ...form,
    words: 'admin-ordering:later.form',
    editing: true,
    close: () => undefined,
  });
  const number = { kind: 'whole' } as const;
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-5">
      <fieldset disabled={form.submission.isPending} className="min-w-0 space-y-5">
        {fields.draw({ enabled: { kind: 'check' } })}
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {fields.draw({
            daysAhead: { ...number, min: L.daysAhead.min, max: L.daysAhead.max },
            slotMinutes: { ...number, min: L.slotMinutes.min, max: L.slotMinutes.max },
            leadMinutes: { ...number, min: L.leadMinutes.min, max: L.leadMinutes.max },
            capacityPerSlot: { ...number, min: L.capacityPerSlot.min, max: L.capacityPerSlot.max },
          })}
        </div>
      </fieldset>
      <FormStatus outcome={form.outcome ?? props.notice} />
      <div className="flex justify-end">
        <SubmitButton
          pending={form.submission.isPending}
          icon={Save}
          label={t('later.save')}
          pendingLabel={t('later.save')}
        />
      </div>
    </form>
  );
}
