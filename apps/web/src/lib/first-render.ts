/*
 * Whether the app's first render (the hydration of the server's page, or the first render in
 * the browser) has committed. A component can read it once, as it mounts, to tell the server's
 * markup it adopts from what the app adds later, without rendering everything again after
 * hydration, as a flag read through useSyncExternalStore would (decision 030).
 */
let committed = false;

/** False on the server and for every component of the first render; true after it. */
export function isAfterFirstRender(): boolean {
  return committed;
}

/** Called once the first render has committed (app/app-ready.tsx). */
export function markFirstRenderCommitted(): void {
  committed = true;
}
