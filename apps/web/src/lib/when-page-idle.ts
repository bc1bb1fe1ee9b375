/**
 * Runs `task` once the page has loaded and the browser is idle (or after `timeoutMs` at most):
 * work the first paint does not need waits for it.
 */
export function whenPageIdle(task: () => void, timeoutMs = 5_000): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
