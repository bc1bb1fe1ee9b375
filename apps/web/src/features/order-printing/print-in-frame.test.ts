import { afterEach, describe, expect, it, vi } from 'vitest';
import { printInFrame } from './print-in-frame.ts';

const frames = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-print-frame]')];

/** The frame's window as a browser gives it once the page is in, with `print` watched. */
function withWindow(frame: HTMLIFrameElement | undefined) {
  if (!frame) throw new Error('no print frame');
  const view = Object.assign(new EventTarget(), { print: vi.fn(), focus: vi.fn() });
  Object.defineProperty(frame, 'contentWindow', { value: view });
  return view;
}

afterEach(() => {
  for (const frame of frames()) frame.remove();
});

describe('printing a page from a hidden frame', () => {
  it('writes the page into a sandboxed frame and prints it once laid out', async () => {
    const printing = printInFrame('<!doctype html><p>#0000ABCD</p>');
    const [frame] = frames();
    const view = withWindow(frame);
    expect(frame?.srcdoc).toContain('#0000ABCD');
    expect(frame?.getAttribute('src')).toBeNull();
    expect(frame?.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    frame?.dispatchEvent(new Event('load'));
    await printing;
    expect(view.print).toHaveBeenCalledOnce();
    view.dispatchEvent(new Event('afterprint'));
    expect(frames()).toEqual([]);
  });

  it('keeps one print frame at a time', async () => {
    const first = printInFrame('<p>ticket</p>');
    const second = printInFrame('<p>receipt</p>');
    const [frame] = frames();
    const view = withWindow(frame);
    expect(frames().map((each) => each.srcdoc)).toEqual(['<p>receipt</p>']);
    frame?.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(view.print).toHaveBeenCalledOnce();
  });
});
