import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A meal as the public menu answers it (the fields the cart keeps, and its stock). */
export interface MenuMeal {
  id: number;
  name: string;
  price: number;
  image: string | null;
  categoryName: string;
  quantity: number;
  available: boolean;
}

export interface ShopCustomer {
  token: string;
  customer: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    zipCode: string;
  };
  password: string;
}

export const CUSTOMER_PASSWORD = 'Momo2025pass';

/** A new customer through the API (each test its own, so first-order coupons apply). */
export async function registerCustomer(
  request: APIRequestContext,
  firstName = 'Sita',
): Promise<ShopCustomer> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post('/api/customers/register', {
    data: {
      first_name: firstName,
      last_name: 'Shrestha',
      email,
      phone: '9801234567',
      date_of_birth: '1995-04-12',
      address: 'Jhamsikhel Road 12',
      city: 'Lalitpur',
      state: 'Bagmati',
      zip_code: '44700',
      country: 'NP',
      password: CUSTOMER_PASSWORD,
      subscribe_newsletter: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...(await response.json()), password: CUSTOMER_PASSWORD };
}

/** Opens the shop signed in as the customer, as "Remember me" keeps a session. */
export async function signInAs(page: Page, { token, customer }: ShopCustomer): Promise<void> {
  await page.addInitScript(
    ([savedToken, savedUser]) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('user', savedUser);
      localStorage.setItem('token', savedToken);
    },
    [token, JSON.stringify(customer)] as const,
  );
}

/** Meals on the menu's first page (as /meals shows it) with at least `stock` left. */
export async function firstPageMeals(
  request: APIRequestContext,
  count: number,
  stock = 10,
): Promise<MenuMeal[]> {
  const meals: MenuMeal[] = (await (await request.get('/api/meals?limit=10')).json()).data;
  const ready = meals.filter((meal) => meal.available && meal.quantity >= stock);
  if (ready.length < count) throw new Error(`fewer than ${count} meals in stock on page 1`);
  return ready.slice(0, count);
}

/** Saves a cart as the shop does (optionally with a price the menu no longer has). */
export async function saveCart(
  page: Page,
  items: { meal: MenuMeal; quantity: number; price?: number }[],
): Promise<void> {
  const saved = items.map(({ meal, quantity, price }) => ({
    id: meal.id,
    name: meal.name,
    price: price ?? meal.price,
    image: meal.image,
    categoryName: meal.categoryName,
    quantity,
  }));
  await page.addInitScript(
    (value) => {
      if (!sessionStorage.getItem('e2e-cart-saved')) {
        localStorage.setItem('cart', value);
        sessionStorage.setItem('e2e-cart-saved', '1');
      }
    },
    JSON.stringify({ state: { items: saved }, version: 0 }),
  );
}

/** The demo admin's bearer token (the back office's API; its screens come later). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { email: 'admin@burgerhouse.com.np', password: 'Admin@123' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token;
}

export async function setOrderStatus(
  request: APIRequestContext,
  token: string,
  orderId: string,
  status: string,
): Promise<void> {
  const response = await request.patch(`/api/admin/orders/${orderId}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The shop's own formatting: NRS 1,234.50. */
export function nrs(paisa: number): string {
  const amount = (paisa / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `NRS ${amount}`;
}

export const paisa = (amount: number) => Math.round(amount * 100);

/** '#' and the last 8 characters of an order id, upper-cased: how the shop, mails and back office name orders. */
export const orderNumber = (id: string) => `#${id.slice(-8).toUpperCase()}`;

/** A signed-in new customer with `count` meals in the cart, on /checkout. */
export async function openCheckout(page: Page, count = 2) {
  const customer = await registerCustomer(page.request);
  const meals = await firstPageMeals(page.request, count);
  await signInAs(page, customer);
  await saveCart(
    page,
    meals.map((meal) => ({ meal, quantity: 1 })),
  );
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');
  return { customer, meals };
}
