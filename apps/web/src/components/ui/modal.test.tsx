import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

/** A record's details with a button that opens its photo in a lightbox inside them. */
function DetailsWithPhoto() {
  const [details, setDetails] = useState(true);
  const [photo, setPhoto] = useState(false);
  return (
    <Modal open={details} onClose={() => setDetails(false)} title="Details">
      <button type="button" onClick={() => setPhoto(true)}>
        Open photo
      </button>
      <Modal open={photo} onClose={() => setPhoto(false)} title="Photo" variant="lightbox">
        <p>The photo</p>
      </Modal>
    </Modal>
  );
}

/** Escape, as the browser tells it: a cancel event at the top-most modal dialog only. */
const pressEscape = (dialog: HTMLElement) =>
  fireEvent(dialog, new Event('cancel', { cancelable: true }));

afterEach(cleanup);

describe('a dialog opened inside another', () => {
  it('closes alone on Escape, and a second Escape closes the one below it', () => {
    render(<DetailsWithPhoto />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo' }));

    pressEscape(screen.getByRole('dialog', { name: 'Photo' }));
    expect(screen.queryByRole('dialog', { name: 'Photo' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeTruthy();

    pressEscape(screen.getByRole('dialog', { name: 'Details' }));
    expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull();
  });

  it('closes alone on a click on its backdrop', () => {
    render(<DetailsWithPhoto />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo' }));
    fireEvent.click(screen.getByRole('dialog', { name: 'Photo' }));
    expect(screen.queryByRole('dialog', { name: 'Photo' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeTruthy();
  });
});
