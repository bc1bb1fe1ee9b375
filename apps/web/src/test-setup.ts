import { markFirstRenderCommitted } from './lib/first-render.ts';

// Components under test render as the running app renders anything after its first render
// (lib/first-render.ts): the server's page they might adopt is the end-to-end tests' concern.
markFirstRenderCommitted();

// A component test reaches no server: a call it did not stub (vi.stubGlobal('fetch', …)) fails
// at once, as a browser offline would, instead of dialling happy-dom's localhost:3000.
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch (no server in unit tests)'));
