import type { Gallery } from '@shop/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { swipe } from '@/lib/carousel/test/swipe.ts';
import { GallerySlider } from './gallery-slider.tsx';

function gallery(id: number, images: number): Gallery {
  return {
    id,
    title: `Gallery ${id}`,
    description: `About gallery ${id}`,
    category: 'food',
    featured: true,
    tags: [],
    images: Array.from({ length: images }, (_, i) => `/uploads/gallery/g${id}-${i + 1}.webp`),
    createdAt: '2026-11-01T10:00:00.000Z',
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

const slideTitle = () => screen.getByRole('heading', { level: 3 }).textContent;

describe('GallerySlider', () => {
  it('steps through the galleries, wrapping at both ends, and jumps with the dots', () => {
    render(<GallerySlider galleries={[gallery(1, 3), gallery(2, 4), gallery(3, 1)]} label="G" />);
    expect(slideTitle()).toBe('Gallery 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous gallery' }));
    expect(slideTitle()).toBe('Gallery 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next gallery' }));
    expect(slideTitle()).toBe('Gallery 1');
    fireEvent.click(screen.getByRole('button', { name: /^Show gallery 2 of 3/ }));
    expect(slideTitle()).toBe('Gallery 2');
    // At most three pictures of a gallery.
    expect(screen.getAllByRole('button', { name: /open larger/ })).toHaveLength(3);
  });

  it('keeps to the slide limit and hides the controls for a single slide', () => {
    const { rerender } = render(
      <GallerySlider galleries={[gallery(1, 3), gallery(2, 3)]} maxSlides={1} label="G" />,
    );
    expect(screen.queryByRole('button', { name: 'Next gallery' })).toBeNull();
    rerender(<GallerySlider galleries={[]} label="G" />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('opens a picture in the lightbox, whose previous/next wrap across every slide', async () => {
    render(<GallerySlider galleries={[gallery(1, 2), gallery(2, 1)]} label="G" />);
    fireEvent.click(screen.getByRole('button', { name: 'Gallery 1, photo 2 of 2 (open larger)' }));
    // The lightbox's code is fetched on first open.
    const dialog = await screen.findByRole('dialog');
    const shown = () => within(dialog).getByRole('img').getAttribute('alt');
    expect(shown()).toBe('Gallery 1, photo 2 of 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('Gallery 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('Gallery 1, photo 1 of 2');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(shown()).toBe('Gallery 2');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shown()).toBe('Gallery 1, photo 1 of 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows a swipe across the slide, and across the lightbox photo', async () => {
    render(<GallerySlider galleries={[gallery(1, 2), gallery(2, 1)]} label="G" />);
    swipe(screen.getByText('About gallery 1'), 'next');
    expect(slideTitle()).toBe('Gallery 2');
    swipe(screen.getByText('About gallery 2'), 'previous');
    expect(slideTitle()).toBe('Gallery 1');

    fireEvent.click(screen.getByRole('button', { name: 'Gallery 1, photo 1 of 2 (open larger)' }));
    const dialog = await screen.findByRole('dialog');
    const photo = () => within(dialog).getByRole('img');
    swipe(photo(), 'next');
    expect(photo().getAttribute('alt')).toBe('Gallery 1, photo 2 of 2');
    swipe(photo(), 'previous');
    swipe(photo(), 'previous');
    expect(photo().getAttribute('alt')).toBe('Gallery 2');
  });
});
