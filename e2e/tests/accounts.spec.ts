import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { DEMO_CUSTOMER, signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

/** Where the e2e server writes the mail it cannot send (playwright.config.ts: DATA_DIR). */
const OUTBOX = path.join(
  fileURLToPath(new URL('../..', import.meta.url)),
  '.tmp',
  `e2e-data-${process.env.E2E_PORT ?? 4310}`,
  'outbox',
);

const PASSWORD = 'Momo4life';

/** The page itself: the footer's newsletter box has an 'Email address' too. */
const main = (page: Page) => page.getByRole('main');

/** An address no other test (or earlier run on this database) has used. */
function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function fillRegistration(page: Page, email: string) {
  await main(page).getByLabel('First name').fill('Asha');
  await main(page).getByLabel('Last name').fill('Gurung');
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Phone number').fill('+977 980-1234567');
  await main(page).getByLabel('Date of birth').fill('1995-04-12');
  await main(page).getByLabel('Street address').fill('Thamel Marg 12');
  await main(page).getByLabel('City').fill('Kathmandu');
  await main(page).getByLabel('State / Province').fill('Bagmati');
  await main(page).getByLabel('ZIP code').fill('44600');
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByLabel('Confirm password').fill(PASSWORD);
}

/** Creates an account through the API (the register page has its own test). */
async function registerThroughApi(page: Page, email: string) {
  const response = await page.request.post('/api/customers/register', {
    data: {
      first_name: 'Bikash',
      last_name: 'Thapa',
      email,
      phone: '9801234567',
      date_of_birth: '1990-01-31',
      address: 'Jhamsikhel Road 4',
      city: 'Lalitpur',
      state: 'Bagmati',
      zip_code: '44700',
      country: 'NP',
      password: PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function logIn(page: Page, email: string, password: string, remember = false) {
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  if (remember) await main(page).getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The reset link of the newest mail to `email` in the file outbox, as a path of this site. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => []))
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          // Quoted-printable breaks long lines with a trailing '='.
          const mail = (await readFile(path.join(OUTBOX, file), 'utf8')).replace(/=\r?\n/g, '');
          if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail)) continue;
          link = /\/reset-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
          return link;
        }
        return undefined;
      },
      { message: `a reset mail to ${email} in ${OUTBOX}` },
    )
    .toBeTruthy();
  return link ?? '';
}

/** The navigation bar (the phone menu's copy is hidden, so not named by its role). */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountMenu = (page: Page) => nav(page).getByRole('button', { name: 'Account' });

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

// The flows are the same at every width; a phone adds only its menu (below).
test.describe('an account', { tag: '@desktop-only' }, () => {
  test('is created, welcomed home, logged out on the server, and logged in again with Remember me', async ({
    page,
  }) => {
    // Seven pages and four accessibility scans: more than the default 30 s on a busy machine.
    test.slow();
    const email = uniqueEmail('asha');
    await page.goto('/');
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/create your account/i);
    await expect(main(page).getByText('20% off your first order')).toBeVisible();
    await expect(main(page).getByText('Free delivery above NRS 30')).toBeVisible();
    await expect(main(page).getByLabel('Country')).toHaveValue('NP');
    await expect(main(page).getByLabel(/newsletter|deals/i)).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    await fillRegistration(page, email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
    await main(page)
      .getByLabel(/I agree to the Terms of Service/)
      .check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('Welcome to Burger House! Your account has been created.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'My profile, signed in as Asha' })).toBeVisible();
    // Without Remember me, the session ends with the browser session.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await accountMenu(page).click();
    await expect(nav(page).getByText('Hi, Asha')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await nav(page)
      .getByRole('button', { name: /^Log out/ })
      .click();
    await expect(page.getByText('You have been logged out')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const profile = await page.request.get('/api/customers/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(profile.status()).toBe(401);

    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, PASSWORD, true);
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('link', { name: 'My profile, signed in as Asha' })).toBeVisible();
  });

  test('ended on the server, is forgotten quietly on public pages; a page that needs it asks to log in', async ({
    page,
  }) => {
    const session = await signIn(page);
    const signedIn = page.getByRole('link', { name: /^My profile, signed in as / });
    const login = page.getByRole('link', { name: 'Login', exact: true });
    await page.goto('/');
    await expect(signedIn).toBeVisible();
    // Logged out elsewhere (another device): this browser still holds the token.
    const ended = await page.request.post('/api/customers/logout', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(ended.status()).toBe(200);
    const holdTheEndedSession = () =>
      page.evaluate(({ token, customer }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(customer));
      }, session);

    for (const publicPage of ['/', '/about']) {
      await holdTheEndedSession();
      const refused = page.waitForResponse((response) => response.status() === 401);
      await page.goto(publicPage);
      await refused;
      await expect(login).toBeVisible();
      await expect(signedIn).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(publicPage);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    }

    await holdTheEndedSession();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  });

  test('keeps the account menu open when it is opened while the welcome page is still drawing', async ({
    page,
  }) => {
    // The address changes before React shows the new page: on a slow phone a customer can open
    // a menu in between, and showing the page must not snap it shut. A CPU slowed down 20 times
    // holds that moment open long enough to click in it.
    test.slow();
    await page.goto('/register');
    await fillRegistration(page, uniqueEmail('asha'));
    await main(page)
      .getByLabel(/I agree to the Terms of Service/)
      .check();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await accountMenu(page).click();
    await expect(nav(page).getByText('Hi, Asha')).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/smashed.*delivered hot/i);
    await expect(accountMenu(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('button', { name: /^Log out/ })).toBeVisible();
  });

  test("a wrong password gets the server's words and signs no one in", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/good to see you again/i);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await logIn(page, DEMO_CUSTOMER.email, 'not-the-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(main(page).getByLabel('Email address')).toHaveValue(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(main(page).getByLabel('Password', { exact: true })).toHaveAttribute(
      'type',
      'text',
    );
  });

  test('the cart sends a visitor to log in and back, with the cart kept', async ({ page }) => {
    const [meal] = (await (await page.request.get('/api/meals?available=true&limit=1')).json())
      .data;
    await page.goto('/meals');
    const cart = [{ ...meal, quantity: 1 }].map(({ id, name, price, image, categoryName }) => ({
      id,
      name,
      price,
      image,
      categoryName,
      quantity: 1,
    }));
    await page.evaluate(
      (items) => localStorage.setItem('cart', JSON.stringify({ state: { items }, version: 0 })),
      cart,
    );
    await page.reload();

    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    await expect(page.getByText('Log in to continue where you left off.')).toBeVisible();
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: meal.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('a forgotten password is reset through the emailed link, which works once', async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail('bikash');
    await registerThroughApi(page, email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    expect(await seriousViolations(page)).toEqual([]);
    await main(page).getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('The link expires in 1 hour.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const link = await resetLinkFor(email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/choose a new password/i);
    expect(await seriousViolations(page)).toEqual([]);
    const newPassword = 'Sekuwa2go';
    await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
    await main(page).getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, PASSWORD);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto(link);
    await main(page).getByLabel('New password', { exact: true }).fill('Another1pass');
    await main(page).getByLabel('Confirm new password').fill('Another1pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText('This reset link is invalid or has expired. Please request a new one.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a reset address without its token asks for a new link', async ({ page }) => {
    const answer = await page.request.get('/reset-password', { maxRedirects: 0 });
    expect(answer.headers().location).toBe('/forgot-password');
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test.describe('the phone menu', () => {
  test('offers Login and Sign up, then greets the customer and logs out', {
    tag: '@phone-only',
  }, async ({ page }) => {
    test.slow();
    await page.goto('/meals');
    const toggle = page.getByRole('button', { name: 'Main menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await toggle.click();
    await expect(menu.getByRole('link', { name: /^Login/ })).toBeVisible();
    await menu.getByRole('link', { name: /^Sign up/ }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/login');
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/profile$/);
    await toggle.click();
    await expect(menu.getByText(/^Hi, /)).toBeVisible();
    await expect(menu.getByRole('link', { name: /^My Profile/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Login/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('button', { name: /^Log out/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You have been logged out')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});
