import { markFirstRenderCommitted } from './lib/first-render.ts';

// Components under test render as the running app renders anything after its first render
// (lib/first-render.ts): the server's page they might adopt is the end-to-end tests' concern.
markFirstRenderCommitted();
