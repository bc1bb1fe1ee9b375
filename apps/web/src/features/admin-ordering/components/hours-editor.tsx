import {
  FULFILMENTS,
  type Fulfilment,
  type OrderingHours,
  type OrderingHoursResponse,
  orderingHoursResponseSchema,
} from '@shop/shared';
import { Clock, Copy, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { adminApi, errorWords, useSectionMutation } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { copyDeliveryToPickup, hoursProblems } from '../hours.ts';
import { answered, orderingKeys, useOrderingHours } from '../ordering-api.ts';
import { type VersionedForm, VersionedSettingsCard } from './versioned-settings-card.tsx';
import { WeekEditor } from './week-editor.tsx';

/**
 * The week's hours for delivery and for pickup (docs/product-rules.md#opening-hours), saved
 * together with the version read.
 */
export function HoursEditor() {
  const { t } = useTranslation('admin-ordering');
  return (
    <VersionedSettingsCard
      icon={Clock}
      title={t('hours.title')}
      lead={t('hours.lead')}
      testId="ordering-hours"
      query={useOrderingHours()}
      loadFailed={t('hours.loadFailed')}
      skeletonClassName="h-96 w-full rounded-2xl"
      form={(form) => <HoursForm {...form} />}
    />
  );
}

function HoursForm(props: VersionedForm<OrderingHoursResponse>) {
  const { t } = useTranslation('admin-ordering');
  const [hours, setHours] = useState<OrderingHours>(props.read.hours);
  const [tab, setTab] = useState<Fulfilment>('delivery');
  const [checked, setChecked] = useState(false);
  const problems = hoursProblems(hours);
  const save = useSectionMutation(
    orderingKeys,
    (body: OrderingHours) =>
      adminApi.put(
        '/admin/ordering/hours',
        { ...body, version: props.read.version },
        orderingHoursResponseSchema.and(answered),
      ),
    { success: (answer) => answer.message ?? t('hours.saved') },
  );
  const change = (next: OrderingHours) => {
    setHours(next);
    if (props.notice) props.onNotice(null);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problems.none) {
      // Show the week that has a problem.
      if (Object.keys(problems[tab]).length === 0)
        setTab(tab === 'delivery' ? 'pickup' : 'delivery');
      props.onNotice({ tone: 'error', message: t('hours.invalid') });
      return;
    }
    save.mutate(hours, {
      onError: (error) => {
        const message = errorWords(error, t('hours.failed'));
        props.onNotice({ tone: 'error', message });
        props.whenStale(error, message);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div
          role="tablist"
          aria-label={t('hours.tabs')}
          className="inline-flex w-fit rounded-full bg-charcoal-100 p-1"
        >
          {FULFILMENTS.map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              id={`hours-tab-${kind}`}
              aria-selected={tab === kind}
              aria-controls="hours-week"
              onClick={() => setTab(kind)}
              className={cn(
                'h-9 rounded-full px-5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-flame-500',
                tab === kind
                  ? 'bg-white text-charcoal-900 shadow-sm'
                  : 'text-charcoal-600 hover:text-charcoal-900',
                checked && Object.keys(problems[kind]).length > 0 && 'text-red-700',
              )}
            >
              {t(`fulfilment.${kind}`)}
            </button>
          ))}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="self-start lg:self-auto"
          onClick={() => {
            change(copyDeliveryToPickup(hours));
            setTab('pickup');
            props.onNotice({ tone: 'success', message: t('hours.copied') });
          }}
        >
          <Copy className="size-4" aria-hidden="true" />
          {t('hours.copy')}
        </Button>
      </div>
      <p className="rounded-2xl bg-violet-50 px-4 py-2.5 text-sm text-violet-900">
        {t('hours.hint')}
      </p>
      <div id="hours-week" role="tabpanel" aria-labelledby={`hours-tab-${tab}`}>
        <WeekEditor
          week={hours[tab]}
          problems={checked ? problems[tab] : {}}
          disabled={save.isPending}
          onChange={(week) => change({ ...hours, [tab]: week })}
        />
      </div>
      <FormStatus outcome={props.notice} />
      <div className="flex justify-end">
        <SubmitButton
          pending={save.isPending}
          icon={Save}
          label={t('hours.save')}
          pendingLabel={t('hours.save')}
        />
      </div>
    </form>
  );
}
