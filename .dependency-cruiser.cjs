/**
 * The boundaries of docs/decisions/014-import-boundaries.md, checked by `npm run lint`.
 * Paths are regular expressions on the resolved file, relative to the repository root.
 */
const path = require('node:path');

const WEB = '^apps/web/src/';
const FEATURES = `${WEB}features/`;
const TESTS = '\\.(test|spec)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle ties modules together so that neither can change or load on its own.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'no-feature-cycle',
      severity: 'error',
      comment:
        'Two features that need each other are one feature: move what both need into one of them or into lib/ or components/ui.',
      scope: 'folder',
      from: { path: `${FEATURES}[^/]+$` },
      to: { path: `${FEATURES}[^/]+$`, circular: true },
    },
    {
      name: 'feature-internals',
      severity: 'error',
      comment:
        "A feature reaches another feature only through that feature's index.ts, its public face.",
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'nothing-imports-app',
      severity: 'error',
      comment:
        'app/ wires the router, providers and layouts together; code below it must not depend on it. Site facts live in lib/.',
      from: { path: WEB, pathNot: [`${WEB}app/`, `${WEB}(main|entry-server)\\.tsx$`] },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'shared-code-imports-no-feature',
      severity: 'error',
      comment: 'components/ui, lib and i18n serve every feature, so they cannot depend on one.',
      from: { path: `${WEB}(components|lib|i18n)/` },
      to: { path: FEATURES },
    },
    {
      name: 'web-imports-shared-only',
      severity: 'error',
      comment: 'The browser app shares only the contracts and rules of packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/api|packages/db)/' },
    },
    {
      name: 'sonner-loads-with-the-first-toast',
      severity: 'error',
      comment:
        'Toasts go through lib/toast.ts, which fetches sonner with the first one; a static import would put it back in the first load (decision 033).',
      from: { path: WEB, pathNot: `${WEB}components/ui/sonner-toaster\\.tsx$` },
      to: {
        path: 'node_modules/sonner/',
        dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'],
      },
    },
    {
      name: 'toaster-loads-with-the-first-toast',
      severity: 'error',
      comment: 'The toaster imports sonner: it is fetched with the first toast, never imported.',
      from: { path: WEB },
      to: {
        path: `${WEB}components/ui/sonner-toaster\\.tsx$`,
        dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'],
      },
    },
    {
      name: 'api-never-imports-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'services-know-no-http',
      severity: 'error',
      comment:
        'Services are use cases called by routes (and tests, scripts): no Fastify, no routes.',
      from: { path: '^apps/api/src/services/' },
      to: { path: ['^apps/api/src/routes/', 'node_modules/(@fastify/|fastify)'] },
    },
    {
      name: 'shared-imports-zod-only',
      severity: 'error',
      comment: 'packages/shared runs in the browser and in Node alike: it may use zod and itself.',
      from: { path: '^packages/shared/src/', pathNot: TESTS },
      to: { pathNot: ['^packages/shared/src/', 'node_modules/zod/'] },
    },
    {
      name: 'storage-stands-alone',
      severity: 'error',
      comment:
        'packages/storage is the file store (decision 062): the database and the server use it, it uses neither.',
      from: { path: '^packages/storage/src/' },
      to: { path: '^(apps|packages/(db|shared))/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The app's own builds; not `dist` anywhere, which would hide libraries that ship in one.
    exclude: { path: '^(apps|packages)/[^/]+/dist(-server)?/' },
    tsPreCompilationDeps: true,
    // Absolute: TypeScript resolves a relative name's `extends` against the wrong folder.
    tsConfig: { fileName: path.join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
