import type { Meal } from '@shop/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MealCard } from '../components/meal-card.tsx';
import { DETAIL_HOVER_DELAY_MS, holdHoverIntent } from './use-hover-intent.ts';

const meal = {
  id: 3,
  name: 'Jhol Momo',
  description: '',
  categoryName: 'Momo',
  price: 280,
  oldPrice: null,
  image: null,
  images: [],
  rating: 4.9,
  reviews: 468,
  quantity: 10,
  available: true,
  options: [],
} as unknown as Meal;

function renderCard(onViewDetails = vi.fn()) {
  render(<MealCard meal={meal} view="grid" onViewDetails={onViewDetails} />);
  return { card: screen.getByRole('article'), onViewDetails };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('opening a meal’s details', () => {
  it('opens after a mouse rests on the card for 800 ms', () => {
    const { card, onViewDetails } = renderCard();
    fireEvent.pointerMove(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DETAIL_HOVER_DELAY_MS - 1));
    expect(onViewDetails).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onViewDetails).toHaveBeenCalledWith(meal);
  });

  it('counts the rest from the last movement, and never opens for a card that slid under a resting mouse', () => {
    const { card, onViewDetails } = renderCard();
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DETAIL_HOVER_DELAY_MS * 2));
    expect(onViewDetails).not.toHaveBeenCalled();

    fireEvent.pointerMove(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DETAIL_HOVER_DELAY_MS - 100));
    fireEvent.pointerMove(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DETAIL_HOVER_DELAY_MS - 1));
    expect(onViewDetails).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onViewDetails).toHaveBeenCalledTimes(1);
  });

  it('does not open when the mouse leaves first, on touch, or after a press inside', () => {
    const { card, onViewDetails } = renderCard();
    fireEvent.pointerMove(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerLeave(card, { pointerType: 'mouse' });

    fireEvent.pointerMove(card, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(DETAIL_HOVER_DELAY_MS * 2));

    fireEvent.pointerLeave(card, { pointerType: 'touch' });
    fireEvent.pointerMove(card, { pointerType: 'mouse' });
    fireEvent.pointerDown(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DETAIL_HOVER_DELAY_MS * 2));
    expect(onViewDetails).not.toHaveBeenCalled();
  });

  it('waits for the pointer to leave a card after details closed before hovering again', () => {
    const { card, onViewDetails } = renderCard();
    holdHoverIntent();
    fireEvent.pointerMove(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DETAIL_HOVER_DELAY_MS * 2));
    expect(onViewDetails).not.toHaveBeenCalled();

    fireEvent.pointerLeave(card, { pointerType: 'mouse' });
    fireEvent.pointerMove(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DETAIL_HOVER_DELAY_MS));
    expect(onViewDetails).toHaveBeenCalledTimes(1);
  });

  it('opens on a click of the picture or the name, and on Enter on the picture', () => {
    const { onViewDetails } = renderCard();
    const picture = screen.getByRole('button', { name: `View details: ${meal.name}` });
    fireEvent.click(picture);
    fireEvent.click(screen.getByRole('button', { name: meal.name }));
    expect(onViewDetails).toHaveBeenCalledTimes(2);
    expect(picture.tagName).toBe('BUTTON');
  });

  it('shows a plain card where no details are offered', () => {
    render(<MealCard meal={meal} view="grid" />);
    expect(screen.queryByRole('button', { name: /View details/ })).toBeNull();
    expect(screen.getByRole('heading', { name: meal.name })).toBeTruthy();
  });
});
