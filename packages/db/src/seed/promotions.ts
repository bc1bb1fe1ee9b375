import type { DiscountType } from '@shop/shared';
import { addDays, DAY, nepalMidnight } from './calendar.ts';

export interface CouponSeed {
  code: string;
  description: string;
  discountType: DiscountType;
  percentOff?: number;
  amountOffPaisa?: number;
  buyQuantity?: number;
  minOrderPaisa: number;
  firstOrderOnly: boolean;
  /** ISO weekdays (1 = Monday … 7 = Sunday); null means every day. */
  validWeekdays: number[] | null;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
  /** 'exhausted' sets the limit to the number of uses the history gives it. */
  usageLimit: number | 'exhausted';
  /** Category names the coupon is limited to; empty means the whole menu. */
  categories: readonly string[];
  createdAt: Date;
}

export interface EventSeed {
  title: string;
  description: string;
  startDate: Date;
  endDate: Date;
  couponCode: string;
  discountPercentage: number;
  /** Meals drawn in the event's picture. */
  featuring: readonly [string, string, string];
}

const UNLIMITED = 100_000;

/**
 * Two events running now (one ending within three days, one in about three weeks), one that
 * ended two months ago and one starting soon. Each starts and ends at midnight in Kathmandu.
 */
export function generateEvents(now: Date): EventSeed[] {
  const day = (offset: number) => nepalMidnight(now, -offset);
  return [
    {
      title: 'Momo Mania Week',
      description:
        'Seven days of dumplings: 10% off every order with steamed, jhol, kothey and chilli momo on the menu all day long.',
      startDate: day(-4),
      endDate: day(3),
      couponCode: 'MOMOFEST10',
      discountPercentage: 10,
      featuring: ['Jhol Momo (10 pc)', 'Steamed Chicken Momo (10 pc)', 'Chilli Momo'],
    },
    {
      title: 'Himalayan Feast Festival',
      description:
        'Three weeks of family feasts: 25% off buckets, burgers, momo and everything else on the menu.',
      startDate: day(-2),
      endDate: day(22),
      couponCode: 'FEAST25',
      discountPercentage: 25,
      featuring: ['Family Feast Bucket (10 pc)', 'Himalayan Smash Burger', 'Mango Lassi'],
    },
    {
      title: 'Crispy Chicken Carnival',
      description:
        'A whole week of crunch: 15% off every order, with timur wings on the house for early birds.',
      startDate: day(-72),
      endDate: day(-65),
      couponCode: 'CARNIVAL15',
      discountPercentage: 15,
      featuring: ['Timur Fried Chicken (6 pc)', 'Hot & Spicy Wings (8 pc)', 'Lemon Mint Soda'],
    },
    {
      title: 'Friday Family Bucket Nights',
      description: 'Bring the whole family on Friday nights: 20% off when you share a bucket.',
      startDate: day(9),
      endDate: day(16),
      couponCode: 'BUCKET20',
      discountPercentage: 20,
      featuring: ['Family Feast Bucket (10 pc)', 'Classic Salted Fries', 'Cookies & Cream Shake'],
    },
  ];
}

/** The promo banner's four codes, a coupon per event, and a few ordinary ones. */
export function generateCoupons(now: Date, events: readonly EventSeed[]): CouponSeed[] {
  const yearAgo = new Date(now.getTime() - 365 * DAY);
  const standing = {
    minOrderPaisa: 0,
    firstOrderOnly: false,
    validWeekdays: null,
    startsAt: null,
    endsAt: null,
    isActive: true,
    usageLimit: UNLIMITED,
    categories: [],
    createdAt: yearAgo,
  };
  return [
    {
      ...standing,
      code: 'FIRST20',
      description: '20% off your first order',
      discountType: 'percentage',
      percentOff: 20,
      firstOrderOnly: true,
    },
    {
      ...standing,
      code: 'FREEDEL30',
      description: 'Free delivery on orders above NRS 30',
      discountType: 'free_delivery',
      minOrderPaisa: 3000,
    },
    {
      ...standing,
      code: 'BUY2GET1',
      description: 'Buy 2 get 1 free on burgers and fried chicken',
      discountType: 'bundle',
      buyQuantity: 2,
      categories: ['Burgers', 'Fried Chicken'],
    },
    {
      ...standing,
      code: 'WEEKEND15',
      description: 'Weekend special: 15% off everything on Saturdays and Sundays',
      discountType: 'percentage',
      percentOff: 15,
      validWeekdays: [6, 7],
    },
    ...events.map(
      (event): CouponSeed => ({
        ...standing,
        code: event.couponCode,
        description: `${event.title}: ${event.discountPercentage}% off`,
        discountType: 'percentage',
        percentOff: event.discountPercentage,
        startsAt: event.startDate,
        endsAt: event.endDate,
        usageLimit: 5000,
        createdAt: addDays(event.startDate, -10),
      }),
    ),
    {
      ...standing,
      code: 'SAVE100',
      description: 'NRS 100 off orders of NRS 1,000 or more',
      discountType: 'fixed',
      amountOffPaisa: 10_000,
      minOrderPaisa: 100_000,
      usageLimit: 500,
      createdAt: addDays(now, -200),
    },
    {
      ...standing,
      code: 'STUDENT10',
      description: 'Student discount (paused)',
      discountType: 'percentage',
      percentOff: 10,
      isActive: false,
      usageLimit: 1000,
      createdAt: addDays(now, -300),
    },
    {
      ...standing,
      code: 'LAUNCH30',
      description: 'Grand opening: 30% off for the first customers',
      discountType: 'percentage',
      percentOff: 30,
      usageLimit: 'exhausted',
      createdAt: yearAgo,
    },
  ];
}
