import type { PublicEvent } from '@shop/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { swipe } from '@/lib/carousel/test/swipe.ts';
import { EventPopup } from './event-popup.tsx';

function event(id: number): PublicEvent {
  return {
    id,
    title: `Event ${id}`,
    description: `About event ${id}`,
    image_url: null,
    start_date: '2026-11-01T10:00:00.000Z',
    end_date: '2099-12-01T10:00:00.000Z',
    coupon_code: null,
    discount_percentage: null,
  };
}

beforeAll(() => {
  // happy-dom's <dialog> may lack the modal methods the Modal calls.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(cleanup);

describe('EventPopup', () => {
  it('follows a swipe across the event to the next and the previous one', () => {
    render(
      <MemoryRouter>
        <EventPopup events={[event(1), event(2), event(3)]} onClose={() => {}} />
      </MemoryRouter>,
    );
    const title = () => screen.getByRole('heading', { level: 3 }).textContent;
    expect(title()).toBe('Event 1');
    swipe(screen.getByText('About event 1'), 'next');
    expect(title()).toBe('Event 2');
    expect(screen.getByText('2 of 3')).toBeTruthy();
    swipe(screen.getByText('About event 2'), 'previous');
    swipe(screen.getByText('About event 1'), 'previous');
    expect(title()).toBe('Event 3');
  });
});
