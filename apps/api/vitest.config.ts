import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // Each file starts its own app on its own database copy, and no test mocks a module: the
    // files can share a worker's loaded modules, which halves the run (importing the app
    // afresh for every file took half of it).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
