import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

async function load() {
  return import('./popup-visit.ts');
}

describe('the event popup visit mark', () => {
  it('is unset on a first visit and set once the popup has shown', async () => {
    const visit = await load();
    expect(visit.wasEventPopupSeen()).toBe(false);
    visit.markEventPopupSeen();
    expect(visit.wasEventPopupSeen()).toBe(true);
    expect(sessionStorage.getItem('eventPopupSeen')).toBe('1');
  });

  it('survives a reload in the same tab', async () => {
    (await load()).markEventPopupSeen();
    vi.resetModules();
    expect((await load()).wasEventPopupSeen()).toBe(true);
  });

  it('still holds for the page load when session storage refuses to write', async () => {
    const visit = await load();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    visit.markEventPopupSeen();
    expect(visit.wasEventPopupSeen()).toBe(true);
  });
});

describe('where the event popup may open', () => {
  it('is every shop page but the cart and the checkout', async () => {
    const { showsEventPopupOn } = await load();
    expect(showsEventPopupOn('/')).toBe(true);
    expect(showsEventPopupOn('/meals')).toBe(true);
    expect(showsEventPopupOn('/orders/abc')).toBe(true);
    expect(showsEventPopupOn('/cart')).toBe(false);
    expect(showsEventPopupOn('/Checkout/')).toBe(false);
  });
});
