import type { PublicDeliveryArea } from '@shop/shared';
import { ORDER_MESSAGES } from '@shop/shared';
import { Bike, CalendarClock, Store, Zap } from 'lucide-react';
import { SelectField } from '@/components/ui/form-field.tsx';
import {
  useDeliveryTimeWords,
  useFormat,
  useTranslateMessage,
  useTranslation,
} from '@/i18n/index.ts';
import { useRestaurantWhen } from '@/lib/restaurant-when.ts';
import type { FulfilmentControls } from '../hooks/use-fulfilment.ts';
import { OptionCards } from './option-cards.tsx';

function AreaFacts({ area }: { area: PublicDeliveryArea }) {
  const { t } = useTranslation('checkout');
  const { money } = useFormat();
  return (
    <p data-testid="checkout-area" className="text-sm text-charcoal-700">
      {t('fulfilment.areaFacts', {
        area: area.name,
        fee: area.fee > 0 ? money(area.fee) : t('summary.free'),
      })}
      {area.minimumOrder > 0 &&
        ` ${t('fulfilment.minimum', { minimum: money(area.minimumOrder) })}`}
    </p>
  );
}

/**
 * Delivery or pickup; for delivery the area (matched from the address, or picked) with its fee
 * and minimum; as soon as possible or a slot for later (docs/product-rules.md#orders-for-later).
 */
export function FulfilmentSection({
  controls,
  addressTyped,
}: {
  controls: FulfilmentControls;
  /** An address is typed: an area not found is then worth saying. */
  addressTyped: boolean;
}) {
  const { t } = useTranslation('checkout');
  const translate = useTranslateMessage();
  const deliveryTime = useDeliveryTimeWords();
  const { when, time, weekday } = useRestaurantWhen();
  const { choice, update, area, areas, current, status } = controls;
  const delivery = choice.fulfilment === 'delivery';
  const reopens = current?.opensAt && status ? when(current.opensAt, status.now) : null;
  const asapBlocked = !controls.asapOpen
    ? current?.mode === 'paused'
      ? t('fulfilment.asapPaused', { reason: current.reason ?? '' })
      : reopens
        ? t('fulfilment.asapClosedUntil', { when: reopens })
        : t('fulfilment.asapClosed')
    : null;

  return (
    <div className="space-y-5">
      <OptionCards
        legend={t('fulfilment.how')}
        name="fulfilment"
        columns="grid-cols-2"
        options={[
          { value: 'delivery', label: t('fulfilment.delivery'), icon: Bike },
          { value: 'pickup', label: t('fulfilment.pickup'), icon: Store },
        ]}
        value={choice.fulfilment}
        onChange={(fulfilment) => update({ fulfilment, slot: null })}
      >
        {!delivery && (
          <p className="mt-2 text-sm text-charcoal-600">{t('fulfilment.pickupNote')}</p>
        )}
      </OptionCards>

      {delivery && (
        <div className="space-y-2">
          <SelectField
            label={t('fulfilment.area')}
            value={choice.chosenAreaId === null ? '' : String(choice.chosenAreaId)}
            onValueChange={(id) => update({ chosenAreaId: id ? Number(id) : null })}
            placeholder={t('fulfilment.areaFromAddress')}
            options={areas.map((option) => ({ value: String(option.id), label: option.name }))}
          />
          {area ? (
            <AreaFacts area={area} />
          ) : (
            addressTyped &&
            areas.length > 0 && (
              <p
                role="alert"
                data-testid="checkout-no-area"
                className="text-sm font-medium text-red-700"
              >
                {translate(ORDER_MESSAGES.noArea)}
              </p>
            )
          )}
        </div>
      )}

      <OptionCards
        legend={t('fulfilment.when')}
        name="when"
        columns="sm:grid-cols-2"
        options={[
          {
            value: 'asap',
            label: t('fulfilment.asap'),
            icon: Zap,
            disabled: !controls.asapOpen,
            detail: controls.asapOpen ? deliveryTime() : null,
          },
          {
            value: 'later',
            label: t('fulfilment.later'),
            icon: CalendarClock,
            disabled: !controls.canLater,
          },
        ]}
        value={choice.when}
        // As soon as possible has no slot.
        onChange={(when) => update(when === 'asap' ? { when, slot: null } : { when })}
      >
        {asapBlocked && (
          <p
            data-testid="checkout-asap-blocked"
            className="mt-2 text-sm font-medium text-amber-900"
          >
            {asapBlocked}
            {!controls.canLater && reopens && ` ${t('fulfilment.orderAgain', { when: reopens })}`}
          </p>
        )}
      </OptionCards>

      {choice.when === 'later' && controls.canLater && (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('fulfilment.day')}
            value={controls.slotDay ?? ''}
            onValueChange={(day) => update({ day, slot: null })}
            options={controls.days.map((day) => ({
              value: day,
              label: `${weekday(`${day}T12:00:00Z`)} ${day.slice(8)}`,
            }))}
          />
          <SelectField
            label={t('fulfilment.slot')}
            data-testid="checkout-slot"
            value={choice.slot ?? ''}
            onValueChange={(slot) => update({ slot: slot || null })}
            placeholder={
              controls.slotsLoading
                ? t('fulfilment.slotsLoading')
                : controls.slots.length === 0
                  ? t('fulfilment.noSlots')
                  : t('fulfilment.pickSlot')
            }
            options={controls.slots.map((slot) => ({
              value: slot.startsAt,
              label: t('fulfilment.slotRange', {
                from: time(slot.startsAt),
                to: time(slot.endsAt),
              }),
            }))}
          />
        </div>
      )}
    </div>
  );
}
