import { signInAsAdmin } from './support/admin.ts';
import { skipEventPopup } from './support/axe.ts';
import { firstPageMeals, saveCart } from './support/ordering.ts';
import { DEMO_CUSTOMER, signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * Every shop page at the widths people use, from the 320 px of small Androids to a laptop: no
 * sideways scroll, and every visible button, link and field of the header and the page inside
 * the screen and not cut off by a box that hides its overflow. Each page loads once, at the
 * narrowest width, is widened step by step (a page load costs far more than a layout) and
 * checked again in Nepali; a few tests share the pages so they run side by side. Untagged: the
 * desktop project runs them once, the phone project not at all (they set their own widths).
 */
const WIDTHS = [320, 360, 390, 768, 1024, 1280];

/** What does not fit on the page as it is now, in words a failure can show. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) found.push(`the page scrolls sideways (${root.scrollWidth} px)`);
    const controls = document.querySelectorAll(
      ':is(header, main) :is(a[href], button, input:not([type=hidden]), select, textarea)',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = control.getBoundingClientRect();
      // Visually hidden helpers (sr-only) are 1 px boxes.
      if (box.width < 2 || box.height < 2) continue;
      let left = box.left;
      let right = box.right;
      let inScroller = false;
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'visible') continue;
        // A row that scrolls sideways on purpose (categories, a carousel strip) shows the rest
        // when scrolled: its controls are reachable.
        if (
          (overflow === 'auto' || overflow === 'scroll') &&
          parent.scrollWidth > parent.clientWidth
        ) {
          inScroller = true;
          break;
        }
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      // Wholly hidden by its box (a slide not on show) is not on screen at all.
      if (inScroller || right <= left) continue;
      const cut = right - left < box.width - 1;
      const outside = box.left < -1 || box.right > width + 1;
      if (cut || outside) {
        const name =
          control.getAttribute('aria-label') ??
          control.getAttribute('placeholder') ??
          control.textContent?.trim().slice(0, 40) ??
          control.tagName;
        found.push(
          `${control.tagName.toLowerCase()} "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)} px` +
            (cut ? `, ${Math.round(right - left)} px of it shown` : ''),
        );
      }
    }
    return found;
  });
}

type Problems = Record<string, string[]>;

/** Checks the page at each width, in the order given, and notes what does not fit. */
async function expectFitsEveryWidth(
  page: Page,
  label: string,
  problems: Problems,
  widths: readonly number[],
) {
  await page.evaluate(() => document.fonts.ready);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // Two frames: the new width's layout, and whatever a resize observer changes after it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const found = await misfits(page);
    if (found.length > 0) problems[`${label} at ${width} px`] = found;
  }
}

/** Switches the page's language with its own switch, when it has one (not the back office). */
async function switchTo(page: Page, language: 'English' | 'नेपाली'): Promise<boolean> {
  const choice = page
    .getByRole('group', { name: /^(Language|भाषा)$/ })
    .first()
    .getByRole('button', { name: language });
  if ((await choice.count()) === 0) return false;
  // A meal's own address opens its dialog over the page: the switch behind it still works.
  await choice.dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'ne');
  return true;
}

/**
 * The page as it is, widened from 320 to 1280 px in English, then (where it speaks Nepali,
 * whose words run longer) narrowed back in Nepali, without loading it again.
 */
async function expectFits(page: Page, label: string, problems: Problems) {
  await expectFitsEveryWidth(page, label, problems, WIDTHS);
  if (await switchTo(page, 'नेपाली')) {
    await expectFitsEveryWidth(page, `${label} in Nepali`, problems, [...WIDTHS].reverse());
    await switchTo(page, 'English');
  }
}

async function visit(page: Page, path: string, problems: Problems) {
  await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
  // Layout needs the document, not every picture: pictures have their sizes set.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectFits(page, path, problems);
}

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

const SIGNED_OUT = [
  ['/', '/meals', '/gallery', '/about', '/clients'],
  ['/restaurants', '/privacy', '/terms', '/cookies', '/contact'],
  ['/feedback', '/login', '/register', '/forgot-password', '/admin/login'],
];

test.describe('every page fits 320 to 1280 px: no sideways scroll, no control cut off', () => {
  for (const [part, paths] of SIGNED_OUT.entries()) {
    test(`signed-out pages, part ${part + 1}`, async ({ page }) => {
      test.setTimeout(120_000);
      const problems: Problems = {};
      for (const path of paths) await visit(page, path, problems);
      if (part === 1) {
        const [meal] = await firstPageMeals(page.request, 1);
        await visit(page, `/meals/${meal?.id}`, problems);
      }
      expect(problems).toEqual({});
    });
  }

  test("a customer's pages, with a cart and orders", async ({ page }) => {
    test.setTimeout(120_000);
    const problems: Problems = {};
    const meals = await firstPageMeals(page.request, 2);
    await saveCart(
      page,
      meals.map((meal) => ({ meal, quantity: 2 })),
    );
    const { token } = await signIn(page);
    const { orders } = await (
      await page.request.get('/api/orders?limit=1', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    for (const path of ['/wishlist', '/cart', '/checkout', '/profile', `/orders/${orders[0].id}`]) {
      await visit(page, path, problems);
    }
    await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
    await page.goto('/profile?tab=orders');
    await expect(page.getByRole('listitem', { name: /^#[0-9A-F]{8}$/ }).first()).toBeVisible();
    await expectFits(page, '/profile?tab=orders', problems);
    expect(problems).toEqual({});
  });

  test('the check-in kiosk, signed in as staff', async ({ page }) => {
    test.setTimeout(60_000);
    const problems: Problems = {};
    await signInAsAdmin(page);
    await visit(page, '/customer-register', problems);
    const lookup = page.getByRole('form', { name: 'Find the customer' });
    await lookup.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await lookup.getByRole('button', { name: 'Look Up Customer' }).click();
    await expect(page.getByTestId('total-spent')).toBeVisible();
    await expectFits(page, 'the kiosk with a customer found', problems);
    expect(problems).toEqual({});
  });
});
