// How the built server is started (`npm start` spells the same in package.json, and the
// Dockerfile's CMD): the bundle, its source maps for stack traces, and the `shop-build`
// condition under which @shop/shared is its built copy, shared with the page renderer
// (apps/api/scripts/build-server.mjs). Paths are relative to the repository root.
export const BUILT_SERVER_ARGS = [
  '--conditions=shop-build',
  '--enable-source-maps',
  'apps/api/dist/server.js',
];
