import { toPaisa } from '@shop/shared';
import { type CustomerSeed, generateCustomers } from './customers.ts';
import { GALLERIES, type GallerySeed } from './galleries.ts';
import { MEALS } from './meals/index.ts';
import { CATEGORIES, type CategorySeed, type MealSeed } from './menu-data.ts';
import { generateOrders, type MenuItem, type OrderDraft } from './orders.ts';
import { type CouponSeed, type EventSeed, generateCoupons, generateEvents } from './promotions.ts';
import { createRandom } from './random.ts';

/** Everything the demo database will hold, worked out before anything is written. */
export interface DemoPlan {
  now: Date;
  categories: readonly CategorySeed[];
  meals: readonly MealSeed[];
  customers: readonly CustomerSeed[];
  coupons: readonly CouponSeed[];
  events: readonly EventSeed[];
  galleries: readonly GallerySeed[];
  orders: readonly OrderDraft[];
  /** Units sold per meal name, over orders that were not cancelled. */
  soldByMeal: ReadonlyMap<string, number>;
  /** Redemptions per coupon code. */
  usesByCoupon: ReadonlyMap<string, number>;
  spendingByCustomer: ReadonlyMap<string, Spending>;
}

export interface Spending {
  deliveredPaisa: number;
  deliveredOrders: number;
  lastDeliveredAt: Date | null;
}

/** A fixed seed: the same `now` always gives the same demo data. */
const SEED = 0x5eed_b06e;

export function planDemoData(now: Date): DemoPlan {
  const random = createRandom(SEED);
  const customers = generateCustomers(random, now);
  const events = generateEvents(now);
  const coupons = generateCoupons(now, events);
  const menu: MenuItem[] = MEALS.map((meal) => ({
    name: meal.name,
    category: meal.category,
    pricePaisa: toPaisa(meal.price),
    popularity: meal.popularity,
    retired: meal.retired ?? false,
  }));
  const orders = generateOrders(random, now, menu, customers, coupons);
  return {
    now,
    categories: CATEGORIES,
    meals: MEALS,
    customers,
    coupons,
    events,
    galleries: GALLERIES,
    orders,
    ...tally(orders),
  };
}

function tally(orders: readonly OrderDraft[]) {
  const soldByMeal = new Map<string, number>();
  const usesByCoupon = new Map<string, number>();
  const spendingByCustomer = new Map<string, Spending>();
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    for (const line of order.lines) {
      soldByMeal.set(line.meal.name, (soldByMeal.get(line.meal.name) ?? 0) + line.quantity);
    }
    if (order.coupon) {
      usesByCoupon.set(order.coupon.code, (usesByCoupon.get(order.coupon.code) ?? 0) + 1);
    }
    if (order.status === 'delivered') {
      const spending = spendingByCustomer.get(order.customer.id) ?? {
        deliveredPaisa: 0,
        deliveredOrders: 0,
        lastDeliveredAt: null,
      };
      spending.deliveredPaisa += order.totalPaisa;
      spending.deliveredOrders += 1;
      spending.lastDeliveredAt = order.updatedAt;
      spendingByCustomer.set(order.customer.id, spending);
    }
  }
  return { soldByMeal, usesByCoupon, spendingByCustomer };
}
