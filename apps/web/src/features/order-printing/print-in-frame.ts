/** How long a print frame stays when the browser never says the printing is over. */
const FRAME_LIFETIME_MS = 5 * 60_000;

/** Ends the print still waiting for its frame to load, when another print comes first. */
let supersede: (() => void) | undefined;

/**
 * Prints a complete HTML document without leaving the screen: it is written into a hidden frame
 * of its own (`srcdoc`, so no address and no token), and that frame's window is printed once it
 * has laid the page out. The frame may not run scripts (sandbox), only be printed. Resolves
 * once the print dialog was asked for; the frame goes once the printing is over.
 */
export function printInFrame(html: string, owner: Document = document): Promise<void> {
  supersede?.();
  for (const old of owner.querySelectorAll('iframe[data-print-frame]')) old.remove();
  const frame = owner.createElement('iframe');
  frame.dataset.printFrame = '';
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Out of sight but laid out: a frame without layout prints a blank page in some browsers.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (supersede === settle) supersede = undefined;
      resolve();
    };
    supersede = settle;
    frame.addEventListener(
      'load',
      () => {
        // A frame put away unprinted: another print took its place.
        if (!frame.isConnected) return settle();
        const view = frame.contentWindow;
        if (!view) {
          frame.remove();
          if (supersede === settle) supersede = undefined;
          reject(new Error('The page to print could not be opened'));
          return;
        }
        const remove = () => frame.remove();
        view.addEventListener('afterprint', remove, { once: true });
        setTimeout(remove, FRAME_LIFETIME_MS);
        view.focus();
        view.print();
        settle();
      },
      { once: true },
    );
    frame.srcdoc = html;
    owner.body.append(frame);
  });
}
