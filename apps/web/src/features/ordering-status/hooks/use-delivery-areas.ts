import { useQuery } from '@tanstack/react-query';
import { deliveryAreasQueryKey, getDeliveryAreas } from '../api/get-delivery-areas.ts';

/** The areas the shop delivers to, by name, with their fees and minimum orders. */
export function useDeliveryAreas() {
  return useQuery({
    queryKey: deliveryAreasQueryKey,
    queryFn: ({ signal }) => getDeliveryAreas(signal),
  });
}

/**
 * What delivery costs before an area is chosen: 'free' when no area charges a fee, 'by-area'
 * when one does (or the areas cannot be read: the cart must not promise what checkout may
 * charge), 'unknown' while they are read.
 */
export function useDeliveryCost(): 'free' | 'by-area' | 'unknown' {
  const { data, isError } = useDeliveryAreas();
  if (data) return data.every((area) => area.fee === 0) ? 'free' : 'by-area';
  return isError ? 'by-area' : 'unknown';
}

/**
 * Which words the shop's promises use of delivery: "Free delivery" only once the areas are read
 * and none charges a fee; until then (and on the server's render) words true either way.
 */
export function useDeliveryPromise(): 'freeDelivery' | 'delivery' {
  return useDeliveryCost() === 'free' ? 'freeDelivery' : 'delivery';
}
