import type { OpeningHours } from '@shop/shared';
import { SITE } from '@shop/shared';

export type MapStyle = 'old-town' | 'suburb' | 'lakeside';

/** What an outlet offers; the info catalog's `services` names each. */
export type OutletService =
  | 'dineIn'
  | 'takeaway'
  | 'delivery'
  | 'rooftop'
  | 'parking'
  | 'kidsCorner'
  | 'lakeView';

export interface Outlet {
  /** Its key in the info catalog's `outlets` (name and tagline). */
  id: 'thamel' | 'jhamsikhel' | 'pokhara';
  address: { line: string; city: string };
  phone: { display: string; href: string };
  hours: readonly OpeningHours[];
  features: readonly OutletService[];
  /** What the map-like drawing shows around the pin. */
  map: MapStyle;
  /** The place name Google Maps should search for the directions link. */
  mapsQuery: string;
}

/** Our restaurants. Thamel's details are the shop's own (site.ts), so they never disagree. */
export const OUTLETS: readonly Outlet[] = [
  {
    id: 'thamel',
    address: SITE.address,
    phone: SITE.phone,
    hours: SITE.hours,
    features: ['dineIn', 'takeaway', 'delivery', 'rooftop'],
    map: 'old-town',
    mapsQuery: 'Thamel Marg, Thamel, Kathmandu',
  },
  {
    id: 'jhamsikhel',
    address: { line: 'Jhamsikhel Road, Sanepa', city: 'Lalitpur 44700, Nepal' },
    phone: { display: '+977 1-5543210', href: 'tel:+97715543210' },
    hours: [
      { days: 'weekdays', opens: '11:00', closes: '22:00' },
      { days: 'weekend', opens: '10:00', closes: '22:30' },
    ],
    features: ['dineIn', 'takeaway', 'delivery', 'parking', 'kidsCorner'],
    map: 'suburb',
    mapsQuery: 'Jhamsikhel, Lalitpur',
  },
  {
    id: 'pokhara',
    address: { line: 'Lakeside Road, Baidam', city: 'Pokhara 33700, Nepal' },
    phone: { display: '+977 61-465432', href: 'tel:+97761465432' },
    hours: [{ days: 'everyDay', opens: '10:00', closes: '22:30' }],
    features: ['dineIn', 'takeaway', 'delivery', 'lakeView'],
    map: 'lakeside',
    mapsQuery: 'Lakeside, Baidam, Pokhara',
  },
];

export function directionsUrl(outlet: Outlet): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: outlet.mapsQuery })}`;
}
