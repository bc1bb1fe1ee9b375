import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { stopClock } from './support/clock.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// The four offers the banner shows, in this order.
const OFFERS = [
  { code: 'FIRST20', title: '20% off your first order' },
  { code: 'FREEDEL30', title: 'Free delivery on orders above NRS 30' },
  { code: 'BUY2GET1', title: 'Buy 2 get 1 free' },
  { code: 'WEEKEND15', title: 'Weekend special: 15% off everything' },
];

type Box = { x: number; y: number; width: number; height: number } | null;

function overlap(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error('an element has no box');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Current offers' });
const slide = (page: Page) => banner(page).getByRole('group', { name: /of 4$/ });

/** A finger drawn across the middle of `target`, as a touch screen reports it. */
async function swipe(target: Locator, to: 'next' | 'previous') {
  await target.evaluate((element, direction) => {
    const box = element.getBoundingClientRect();
    const [from, end] =
      direction === 'next' ? [box.right - 20, box.left + 20] : [box.left + 20, box.right - 20];
    const y = box.top + box.height / 2;
    const touch = (x: number) =>
      new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
    const send = (type: string, touches: Touch[], changed: Touch) =>
      element.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches,
          changedTouches: [changed],
        }),
      );
    send('touchstart', [touch(from)], touch(from));
    send('touchend', [], touch(end));
  }, to);
}

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

test.describe('the promo banner', () => {
  test('moves to the next offer every 5 seconds and wraps around', async ({ page }) => {
    await page.clock.install();
    await page.goto('/meals');
    // The pointer rests elsewhere: hovering the banner would hold it still.
    await page.mouse.move(5, 700);
    await expect(slide(page)).toContainText(OFFERS[0]?.title ?? '');
    for (const offer of [...OFFERS.slice(1), OFFERS[0]]) {
      await page.clock.runFor(5_000);
      await expect(slide(page)).toContainText(offer?.title ?? '');
    }
  });

  test('a dot jumps to its offer, and the pause button holds it there', async ({ page }) => {
    await page.clock.install();
    await page.goto('/meals');
    const third = banner(page).getByRole('button', { name: /^Show offer 3 of 4/ });
    await third.click();
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(slide(page)).toContainText('Buy 2 get 1 free');

    await banner(page).getByRole('button', { name: 'Pause offers' }).click();
    await page.mouse.move(5, 700);
    await page.clock.runFor(12_000);
    await expect(slide(page)).toContainText('Buy 2 get 1 free');
    // Play resumes at once, though focus is still on the banner (WAI-APG carousel).
    await banner(page).getByRole('button', { name: 'Play offers' }).click();
    await page.mouse.move(5, 700);
    await page.clock.runFor(5_000);
    await expect(slide(page)).toContainText('Weekend special');
  });

  test('follows a finger swiped across it on a phone', { tag: '@phone-only' }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/meals');
    await expect(slide(page)).toContainText(OFFERS[0]?.title ?? '');
    await swipe(banner(page), 'next');
    await expect(slide(page)).toContainText(OFFERS[1]?.title ?? '');
    await swipe(banner(page), 'previous');
    await swipe(banner(page), 'previous');
    await expect(slide(page)).toContainText(OFFERS[3]?.title ?? '');
  });

  test('copies the code of the offer on show and says so in a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/meals');
    await banner(page).getByRole('button', { name: 'Copy code FIRST20' }).click();
    await expect(page.getByText('Coupon code copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FIRST20');
  });
});

test.describe('the navigation bar', () => {
  // A phone shows the menu button instead of the dropdowns.
  test('opens each dropdown with its links, and Escape closes it', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await page.goto('/meals');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const groups = {
      Menu: ['Our Meals'],
      Gallery: ['Photo Gallery', 'Happy Clients'],
      Support: ['Contact Us', 'Give Feedback'],
      // Signed out: the doors in instead of My Profile (accounts.spec.ts: signed in).
      Account: ['Login', 'Sign up', 'My Cart', 'Customer Registration'],
    };
    for (const [group, links] of Object.entries(groups)) {
      const trigger = nav.getByRole('button', { name: group, exact: true });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      for (const link of links) {
        await expect(nav.getByRole('link', { name: new RegExp(`^${link}`) })).toBeVisible();
      }
      if (group === 'Account') expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
    }

    await nav.getByRole('button', { name: 'Support', exact: true }).click();
    await nav.getByRole('link', { name: /^Contact Us/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/contact/i);
  });

  test('on a phone, the menu button opens every link and a choice closes it', {
    tag: '@phone-only',
  }, async ({ page }) => {
    await page.goto('/meals');
    const toggle = page.getByRole('button', { name: 'Main menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Our Meals', 'Photo Gallery', 'Happy Clients', 'Contact Us', 'My Cart']) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${link}`) })).toBeVisible();
    }
    // The page behind the open menu does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: /^Photo Gallery/ }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'visible',
    );

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('counts the cart and the wishlist in their badges', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/meals');
    const firstCard = page.locator('main article').first();
    await firstCard.getByRole('button', { name: /^Save .* to wishlist$/ }).click();
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    const addToCart = firstCard.getByRole('button', { name: /^Add to Cart: / });
    await addToCart.click();
    await addToCart.click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('shows its toasts below the bar, never over the cart link they report on', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/meals');
    const firstCard = page.locator('main article').first();
    const name = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
    // Time stands still from here, so the toast stays while the page goes back to its top.
    await stopClock(page);
    await firstCard.getByRole('button', { name: `Add to Cart: ${name}` }).click();
    const toast = page.getByRole('listitem').filter({ hasText: `${name} added to cart` });
    // The toasts' code comes with the first one (decision 033), and sonner shows a toast on a
    // timer: time moves in small steps until the code has arrived and the toast is up.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return toast.isVisible();
      })
      .toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

    const cart = page.getByRole('link', { name: 'Cart, 1 item' });
    // The bar moves down as the page reaches its top; the toasts follow it.
    await expect
      .poll(async () => overlap(await cart.boundingBox(), await toast.boundingBox()), {
        message: 'the toast covers the cart link',
      })
      .toBe(false);
  });
});

test.describe('the footer', () => {
  test('links the information and legal pages', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/meals');
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [
      ['About Us', '/about'],
      ['Our Restaurants', '/restaurants'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        path ?? '',
      );
    }
    await footer.getByRole('link', { name: 'Our Restaurants', exact: true }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
  });
});
