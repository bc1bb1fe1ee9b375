import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/index.ts';
import { swipe } from '@/lib/carousel/test/swipe.ts';
import { PROMO_OFFERS } from '../offers.ts';
import { PromoBanner } from './promo-banner.tsx';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  localStorage.clear();
});

describe('PromoBanner', () => {
  it('words the first offer in English exactly as PROMO_OFFERS does', () => {
    const [first] = PROMO_OFFERS;
    render(<PromoBanner />);
    expect(screen.getByText(first.title)).toBeTruthy();
    expect(screen.getByText(`· ${first.detail}`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Copy code ${first.code}` })).toBeTruthy();
    PROMO_OFFERS.forEach((offer, index) => {
      const name = `Show offer ${index + 1} of 4: ${offer.title}`;
      expect(screen.getByRole('button', { name })).toBeTruthy();
    });
  });

  it('speaks Nepali, figures in Devanagari digits and codes as they are', async () => {
    await changeLanguage('ne');
    render(<PromoBanner />);
    expect(screen.getByText('पहिलो अर्डरमा २०% छुट')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कोड FIRST20 कपी गर्नुहोस्' })).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: '४ मध्ये २ नम्बर अफर हेर्नुहोस्: रु ३० भन्दा बढीको अर्डरमा निःशुल्क डेलिभरी',
      }),
    ).toBeTruthy();
  });

  it('follows a swipe across the strip to the next and the previous offer', () => {
    const [first, second, , last] = PROMO_OFFERS;
    render(<PromoBanner />);
    const strip = screen.getByRole('region', { name: 'Current offers' });
    swipe(strip, 'next');
    expect(screen.getByText(second.title)).toBeTruthy();
    swipe(strip, 'previous');
    expect(screen.getByText(first.title)).toBeTruthy();
    swipe(strip, 'previous');
    expect(screen.getByText(last.title)).toBeTruthy();
  });
});
