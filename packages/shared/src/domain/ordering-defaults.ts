import type {
  LaterOrderSettings,
  OpeningPeriod,
  OrderingHours,
  WeeklyHours,
} from '../contracts/ordering.ts';
import { SITE } from './site.ts';

/*
 * The demo's and a new shop's ordering settings: the hours the site has always shown
 * (SITE.hours: Monday–Friday 11:00–22:00, Saturday and Sunday 10:00–23:00), for delivery and for
 * pickup alike, derived from SITE so that the two cannot differ.
 */

function siteHours(days: 'weekdays' | 'weekend'): OpeningPeriod[] {
  return SITE.hours
    .filter((row) => row.days === days)
    .map((row) => ({ opens: row.opens, closes: row.closes }));
}

function siteWeek(): WeeklyHours {
  return {
    monday: siteHours('weekdays'),
    tuesday: siteHours('weekdays'),
    wednesday: siteHours('weekdays'),
    thursday: siteHours('weekdays'),
    friday: siteHours('weekdays'),
    saturday: siteHours('weekend'),
    sunday: siteHours('weekend'),
  };
}

export const DEFAULT_ORDERING_HOURS: OrderingHours = {
  delivery: siteWeek(),
  pickup: siteWeek(),
};

/** Orders for later: on, today and the next two days, 15-minute slots, 30 minutes ahead, 5 a slot. */
export const DEFAULT_LATER_ORDER_SETTINGS: LaterOrderSettings = {
  enabled: true,
  daysAhead: 2,
  slotMinutes: 15,
  leadMinutes: 30,
  capacityPerSlot: 5,
};

/** A delivery area as the defaults write it: free, no minimum, no extra minutes. */
export interface DefaultDeliveryArea {
  name: string;
  places: string[];
}

/**
 * The valley's areas for the demo and for a shop that had none (docs/product-rules.md#delivery-areas):
 * the three cities with their postcodes and Nepali names, and named neighbourhoods, all free
 * with no minimum, as delivery was before areas existed. An address that names any of them (or
 * a valley postcode, as the checkout form asks for one) is delivered to.
 */
export const DEFAULT_DELIVERY_AREAS: readonly DefaultDeliveryArea[] = [
  {
    name: 'Kathmandu',
    places: [
      'Kathmandu',
      'KTM',
      'काठमाडौं',
      'काठमाडौँ',
      '44600',
      '44601',
      '44602',
      '44605',
      '44606',
      '44611',
      '44613',
      '44616',
      '44618',
      '44621',
    ],
  },
  {
    name: 'Lalitpur',
    places: ['Lalitpur', 'Patan', 'ललितपुर', 'पाटन', '44700', '44705'],
  },
  { name: 'Bhaktapur', places: ['Bhaktapur', 'भक्तपुर', '44800'] },
  { name: 'Thamel', places: ['Thamel', 'ठमेल'] },
  { name: 'Jhamsikhel', places: ['Jhamsikhel', 'Jhamsi Khel', 'झम्सिखेल'] },
  { name: 'Baneshwor', places: ['Baneshwor', 'New Baneshwor', 'Old Baneshwor', 'बानेश्वर'] },
  { name: 'Lazimpat', places: ['Lazimpat', 'लाजिम्पाट'] },
  { name: 'Boudha', places: ['Boudha', 'Boudhanath', 'बौद्ध'] },
  { name: 'Kirtipur', places: ['Kirtipur', 'कीर्तिपुर'] },
];

const ALL_DAY: OpeningPeriod[] = [
  { opens: '00:00', closes: '12:00' },
  // Its close is before its open: it runs past midnight to the next day's first period.
  { opens: '12:00', closes: '00:00' },
];

function everyDay(periods: OpeningPeriod[]): WeeklyHours {
  return {
    monday: periods,
    tuesday: periods,
    wednesday: periods,
    thursday: periods,
    friday: periods,
    saturday: periods,
    sunday: periods,
  };
}

/**
 * Open all day, every day, for delivery and pickup: the test database's hours. API tests run at
 * any hour of the day, and a test of checkout that is not about the hours must not be refused
 * because it ran at 3 a.m.; a test of the hours sets its own and moves the app's clock. A whole
 * day is two periods because a period cannot open and close at the same minute.
 */
export const ALWAYS_OPEN_HOURS: OrderingHours = {
  delivery: everyDay(ALL_DAY),
  pickup: everyDay(ALL_DAY),
};
