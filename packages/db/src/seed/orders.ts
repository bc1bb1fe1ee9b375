import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@shop/shared';
import { addMinutes, DAY } from './calendar.ts';
import { pickCoupon } from './coupon-usage.ts';
import type { CustomerSeed } from './customers.ts';
import {
  cancelledTimeline,
  liveStatusAt,
  liveTimeline,
  type TimelineEntry,
  timelineTo,
} from './order-timeline.ts';
import { historicOrderTimes, LIVE_ORDER_AGES } from './order-times.ts';
import type { CouponSeed } from './promotions.ts';
import type { Random } from './random.ts';

export interface MenuItem {
  name: string;
  category: string;
  pricePaisa: number;
  popularity: number;
  /** Off the menu now: only older orders contain it. */
  retired: boolean;
}

export interface LineDraft {
  meal: MenuItem;
  unitPricePaisa: number;
  quantity: number;
  freeQuantity: number;
}

export interface OrderDraft {
  id: string;
  customer: CustomerSeed;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
  notes: string | null;
  lines: LineDraft[];
  coupon: CouponSeed | null;
  subtotalPaisa: number;
  discountPaisa: number;
  totalPaisa: number;
  timeline: TimelineEntry[];
}

const CANCEL_RATE = 0.06;
const RETIRED_DAYS_AGO = 45;
const LINE_COUNTS = [
  [1, 0.3],
  [2, 0.4],
  [3, 0.2],
  [4, 0.1],
] as const;
const QUANTITIES = [
  [1, 0.7],
  [2, 0.23],
  [3, 0.06],
  [4, 0.01],
] as const;
const NOTES = [
  'Extra spicy please',
  'No onions',
  'Please ring the bell twice',
  'Call when you reach the gate',
  'Less salt on the fries',
  'Extra achar with the momo',
  'Leave it with the guard',
] as const;

interface Generator {
  random: Random;
  now: Date;
  menu: readonly MenuItem[];
  coupons: readonly CouponSeed[];
  ordersSoFar: Map<string, number>;
}

/**
 * A year of orders oldest first, then the few the kitchen is working on right now. Only
 * account holders order online, and only after they joined.
 */
export function generateOrders(
  random: Random,
  now: Date,
  menu: readonly MenuItem[],
  customers: readonly CustomerSeed[],
  coupons: readonly CouponSeed[],
): OrderDraft[] {
  const members = customers
    .filter((customer) => !customer.guest)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const generator: Generator = { random, now, menu, coupons, ordersSoFar: new Map() };
  const orders: OrderDraft[] = [];
  const place = (at: Date, plan: StatusPlan) => {
    const joined = members.filter((customer) => customer.createdAt.getTime() < at.getTime());
    if (joined.length === 0) return;
    const customer = random.weighted(joined, (c) => c.loyalty);
    orders.push(buildOrder(generator, customer, at, plan));
  };
  for (const at of historicOrderTimes(random, now)) {
    const cancelled = random.chance(CANCEL_RATE);
    place(at, {
      status: cancelled ? 'cancelled' : 'delivered',
      timeline: cancelled ? cancelledTimeline(at, random) : timelineTo('delivered', at, random),
    });
  }
  for (const age of [...LIVE_ORDER_AGES].reverse()) {
    const at = addMinutes(now, -age - random.next());
    const status = liveStatusAt(age);
    place(at, { status, timeline: liveTimeline(status, at, now, random) });
  }
  return orders;
}

interface StatusPlan {
  status: OrderStatus;
  timeline: TimelineEntry[];
}

function buildOrder(
  generator: Generator,
  customer: CustomerSeed,
  at: Date,
  plan: StatusPlan,
): OrderDraft {
  const { random, now, coupons, ordersSoFar } = generator;
  const lines = pickLines(generator, at);
  const subtotalPaisa = lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
  const previous = ordersSoFar.get(customer.id) ?? 0;
  ordersSoFar.set(customer.id, previous + 1);
  const priced = lines.map((line) => ({
    category: line.meal.category,
    unitPricePaisa: line.unitPricePaisa,
    quantity: line.quantity,
  }));
  const used =
    plan.status === 'cancelled'
      ? null
      : pickCoupon(coupons, { at, now, firstOrder: previous === 0, lines: priced }, random);
  used?.effect.freeQuantities.forEach((free, index) => {
    const line = lines[index];
    if (line) line.freeQuantity = free;
  });
  const discountPaisa = used?.effect.discountPaisa ?? 0;
  return {
    id: randomUUID(),
    customer,
    status: plan.status,
    createdAt: at,
    updatedAt: plan.timeline.at(-1)?.at ?? at,
    notes: random.chance(0.15) ? random.pick(NOTES) : null,
    lines,
    coupon: used?.coupon ?? null,
    subtotalPaisa,
    discountPaisa,
    totalPaisa: subtotalPaisa - discountPaisa,
    timeline: plan.timeline,
  };
}

function pickLines(generator: Generator, at: Date): LineDraft[] {
  const { random, now, menu } = generator;
  const retiredStillSold = now.getTime() - at.getTime() > RETIRED_DAYS_AGO * DAY;
  let available = menu.filter((meal) => retiredStillSold || !meal.retired);
  const [count] = random.weighted(LINE_COUNTS, ([, weight]) => weight);
  const lines: LineDraft[] = [];
  for (let i = 0; i < count && available.length > 0; i++) {
    const meal = random.weighted(available, (m) => m.popularity);
    available = available.filter((m) => m !== meal);
    const [quantity] = random.weighted(QUANTITIES, ([, weight]) => weight);
    lines.push({ meal, unitPricePaisa: meal.pricePaisa, quantity, freeQuantity: 0 });
  }
  return lines;
}
