import type { LaterSlot } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeliveryAreas, useOrderingStatus } from '@/features/ordering-status/index.ts';
import { getOrderingSlots } from '../api/ordering-reads.ts';
import { DEFAULT_FULFILMENT, deliveryAreaOf, type FulfilmentChoice } from '../fulfilment-choice.ts';

/**
 * Delivery or pickup, the area, and as soon as possible or a slot for later, with what the
 * shop says about them now: its status, its areas, the slots with room. `offered` are slots a
 * refusal answered (a full slot): shown until the day's list is read again.
 */
export function useFulfilment(address: string) {
  const [choice, setChoice] = useState<FulfilmentChoice>(DEFAULT_FULFILMENT);
  const [offered, setOffered] = useState<LaterSlot[] | null>(null);
  const status = useOrderingStatus().data;
  const current = status?.[choice.fulfilment];
  const areas = useDeliveryAreas();
  const canLater = current?.laterOrders ?? false;
  // While closed or paused an order can only be for later.
  const asapOpen = current?.accepting ?? true;
  const when = asapOpen ? choice.when : 'later';
  const slots = useQuery({
    queryKey: ['ordering', 'slots', choice.fulfilment, choice.day],
    queryFn: ({ signal }) => getOrderingSlots(choice.fulfilment, choice.day, signal),
    enabled: when === 'later' && canLater,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const area = deliveryAreaOf(choice, areas.data ?? [], address);

  const update = (next: Partial<FulfilmentChoice>) => {
    setOffered(null);
    setChoice((was) => ({ ...was, ...next }));
  };

  return {
    choice: { ...choice, when } satisfies FulfilmentChoice,
    status,
    current,
    asapOpen,
    canLater,
    areas: areas.data ?? [],
    area,
    slots: offered ?? slots.data?.slots ?? [],
    days: slots.data?.days ?? [],
    slotDay: slots.data?.date ?? choice.day,
    slotsLoading: slots.isPending && slots.fetchStatus !== 'idle',
    update,
    /** A refusal for a full slot: its day's slots that still have room. */
    offerSlots: (next: LaterSlot[]) => {
      setChoice((was) => ({ ...was, when: 'later', slot: null }));
      setOffered(next);
    },
  };
}

export type FulfilmentControls = ReturnType<typeof useFulfilment>;
