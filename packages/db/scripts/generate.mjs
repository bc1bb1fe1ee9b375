// drizzle-kit (hoisted to the root node_modules) imports drizzle-orm, which npm keeps nested in
// packages/db/node_modules: expose it at the root for the run, then take the link away again.
import { spawnSync } from 'node:child_process';
import { existsSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dbDir = fileURLToPath(new URL('..', import.meta.url));
const rootLink = path.join(dbDir, '../../node_modules/drizzle-orm');
const nested = path.join(dbDir, 'node_modules/drizzle-orm');
const linked = !existsSync(rootLink) && existsSync(nested);
if (linked) symlinkSync(nested, rootLink, 'dir');
try {
  const { status } = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
    cwd: dbDir,
    stdio: 'inherit',
  });
  process.exitCode = status ?? 1;
} finally {
  if (linked) unlinkSync(rootLink);
}
