#!/usr/bin/env node
// Part of `npm start`: builds the web app and the server when their build is missing or older
// than their sources. `node scripts/build-if-stale.mjs server` (or `web`) checks only one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`);

const builds = {
  web: {
    name: 'the web app',
    // The server's renderer (decision 027) is built by the same `npm run build -w @shop/web`.
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'],
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/service-worker',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/shared/src',
      'package-lock.json',
    ],
    workspace: '@shop/web',
  },
  server: {
    name: 'the server',
    outputs: ['apps/api/dist/server.js', 'packages/shared/dist/index.js'],
    // The bundle holds apps/api/src and the workspace packages; npm packages are imported from
    // where the lockfile's install put them (apps/api/scripts/build-server.mjs).
    sources: [
      'apps/api/src',
      'apps/api/package.json',
      'apps/api/scripts/build-server.mjs',
      'apps/api/tsconfig.json',
      'tsconfig.base.json',
      ...packages.flatMap((dir) => [`${dir}/src`, `${dir}/package.json`]),
      'package-lock.json',
    ],
    workspace: '@shop/api',
  },
};

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (latest, name) => Math.max(latest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** When the oldest output was written, or 0 when one is missing. */
function builtAt(outputs) {
  const files = outputs.map((output) => path.join(root, output));
  if (!files.every((file) => existsSync(file))) return 0;
  return Math.min(...files.map((file) => statSync(file).mtimeMs));
}

const chosen = process.argv.slice(2);
for (const unknown of chosen.filter((key) => !(key in builds))) {
  console.error(`Unknown build "${unknown}": choose from ${Object.keys(builds).join(', ')}.`);
  process.exit(2);
}
for (const [key, build] of Object.entries(builds)) {
  if (chosen.length > 0 && !chosen.includes(key)) continue;
  const sourcesAt = Math.max(
    ...build.sources.map((source) => newestChange(path.join(root, source))),
  );
  if (builtAt(build.outputs) >= sourcesAt) continue;
  console.log(`Building ${build.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
