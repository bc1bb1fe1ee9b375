import {
  type AreaTerms,
  deliveryFeePaisa,
  type Fulfilment,
  isBelowMinimum,
  matchDeliveryArea,
  type PublicDeliveryArea,
  toPaisa,
} from '@shop/shared';

/** How and when the order comes: the checkout's choices beside the delivery details. */
export interface FulfilmentChoice {
  fulfilment: Fulfilment;
  /** An area picked from the list; null: the one matched from the address. */
  chosenAreaId: number | null;
  when: 'asap' | 'later';
  /** The restaurant day of the slot list ('YYYY-MM-DD'); null: the first day with room. */
  day: string | null;
  /** The chosen slot's start (ISO), for later. */
  slot: string | null;
}

export const DEFAULT_FULFILMENT: FulfilmentChoice = {
  fulfilment: 'delivery',
  chosenAreaId: null,
  when: 'asap',
  day: null,
  slot: null,
};

/**
 * The delivery area of the order: the one picked, else the one the address is in (the shared
 * matcher, as the server matches it). None for pickup.
 */
export function deliveryAreaOf(
  choice: FulfilmentChoice,
  areas: readonly PublicDeliveryArea[],
  address: string,
): PublicDeliveryArea | undefined {
  if (choice.fulfilment === 'pickup') return undefined;
  if (choice.chosenAreaId !== null) return areas.find((area) => area.id === choice.chosenAreaId);
  return matchDeliveryArea(areas, address);
}

/** An area's terms in paisa, as the shared checkout rules take them; none for no area. */
export function areaTerms(area: PublicDeliveryArea | undefined): AreaTerms | null {
  return area
    ? { feePaisa: toPaisa(area.fee), minimumOrderPaisa: toPaisa(area.minimumOrder) }
    : null;
}

/**
 * The delivery fee shown before the server has priced the order, in paisa, by the server's own
 * rule: the area's; none without an area (pickup); none with a free-delivery coupon.
 */
export function expectedFeePaisa(
  area: PublicDeliveryArea | undefined,
  freeDelivery: boolean,
): number {
  return deliveryFeePaisa(areaTerms(area), freeDelivery);
}

/** The area whose minimum order a subtotal (paisa) is below; null when it is not. */
export function areaBelowMinimum(
  area: PublicDeliveryArea | undefined,
  subtotalPaisa: number,
): PublicDeliveryArea | null {
  return area && isBelowMinimum(areaTerms(area), subtotalPaisa) ? area : null;
}
