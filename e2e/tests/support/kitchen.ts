import type { Page } from '@playwright/test';

/**
 * Counts the oscillators the page starts, in place of the speakers (Web Audio stubbed): how the
 * kitchen display's chime is heard (docs/product-rules.md#kitchen-display).
 */
export async function countTones(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const played = { count: 0 };
    (window as unknown as { tones: typeof played }).tones = played;
    const param = { value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    class FakeAudioContext {
      state = 'suspended';
      currentTime = 0;
      destination = {};
      resume() {
        this.state = 'running';
        return Promise.resolve();
      }
      createGain() {
        return { gain: param, connect: (node: unknown) => node };
      }
      createOscillator() {
        return {
          type: 'sine',
          frequency: { value: 0 },
          connect: (node: unknown) => node,
          start() {
            played.count += 1;
          },
          stop() {},
        };
      }
    }
    (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
  });
  return () => page.evaluate(() => (window as unknown as { tones: { count: number } }).tones.count);
}
