import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** How many times a page that moved while it was measured is measured again. */
const MEASUREMENTS = 3;

/**
 * The page's serious and critical accessibility violations, as readable lines. A page that
 * started a transition or animation while axe measured it (a toast announcing something that
 * happened elsewhere, say) was measured half transparent, which can look like too little
 * contrast: when such a measurement finds violations, the page is settled and measured again.
 * A clean measurement stands, however much moved (the home page's banner always moves).
 */
export async function seriousViolations(
  page: Page,
  { measurements = MEASUREMENTS }: { measurements?: number } = {},
): Promise<string[]> {
  let violations: string[] = [];
  // Measured as a visitor who asked for less motion sees it: toasts (sonner) and the site's
  // own transitions then appear at rest, not half transparent (a toast's slide-in measured
  // halfway failed the contact page's check now and then).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    violations = await measure(page, measurements);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  return violations;
}

async function measure(page: Page, measurements: number) {
  let violations: string[] = [];
  for (let attempt = 1; attempt <= measurements; attempt++) {
    await settleAnimations(page);
    await page.evaluate(startCountingMotion);
    // Wholly inside the page (legacy mode): axe's default finishes each run in a blank page of
    // its own, which costs a page and a third copy of axe per scan (about 40% more time, and the
    // suite is bound by this machine's CPU), and under a clock moved by the test (the clock is
    // the context's) that page's closing can fail the clock's step. The shop has no frames of
    // its own for the default to reach.
    const result = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    violations = result.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      );
    if (violations.length === 0 || (await page.evaluate(countedMotion)) === 0) break;
  }
  return violations;
}

/** Keeps the event popup (5 s after load) from covering the page under test. */
export async function skipEventPopup(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('eventPopupSeen', '1'));
}

/**
 * Waits for running transitions and finite animations (a toast sliding in, a dialog fading
 * in): measured halfway, text is half transparent and its contrast looks too low.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A toast rendered just now starts its transition a frame or two later (sonner marks it
    // mounted after it is drawn): wait for those frames, or its slide-in is not yet running.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // A paused animation never finishes: give up after 3 seconds.
    const limit = new Promise((resolve) => setTimeout(resolve, 3_000));
    return Promise.race([Promise.all(running), limit]);
  });
}

type MotionCounter = { motionDuringAxe?: number };

function startCountingMotion() {
  const counter = window as MotionCounter;
  if (counter.motionDuringAxe === undefined) {
    const count = () => {
      counter.motionDuringAxe = (counter.motionDuringAxe ?? 0) + 1;
    };
    document.addEventListener('transitionstart', count, true);
    document.addEventListener('animationstart', count, true);
  }
  counter.motionDuringAxe = 0;
}

function countedMotion(): number {
  return (window as MotionCounter).motionDuringAxe ?? 0;
}
