#!/usr/bin/env node
// Part of `npm start`: builds the web app when its build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'apps/web/dist/index.html');
/** The server's renderer (decision 027), built by the same `npm run build`. */
const builtRenderer = path.join(root, 'apps/web/dist-server/entry-server.js');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (latest, name) => Math.max(latest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

const builtAt =
  existsSync(builtIndex) && existsSync(builtRenderer) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestChange(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
