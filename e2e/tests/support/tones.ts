import type { Page } from '@playwright/test';

/**
 * Counts the oscillators the page starts, in place of the speakers (Web Audio stubbed): how the
 * back office's new-order tone and the kitchen display's chime are heard. `running`: whether the
 * audio starts allowed, as after a tap (the kitchen asks for one; the back office had it).
 */
export async function countTones(
  page: Page,
  { running = false } = {},
): Promise<() => Promise<number>> {
  await page.addInitScript((startsRunning: boolean) => {
    const played = { count: 0 };
    (window as unknown as { tones: typeof played }).tones = played;
    const param = { value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    class FakeAudioContext {
      state = startsRunning ? 'running' : 'suspended';
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
  }, running);
  return () => page.evaluate(() => (window as unknown as { tones: { count: number } }).tones.count);
}
