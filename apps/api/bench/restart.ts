// A restart on existing data, for `BENCH_PARTS=restart npm run bench`: the time from starting the
// server to its first 200 from /api/health, for the built server as `npm start` runs it and for
// the sources through tsx as `npm run dev` runs them, alternating, on a database the server
// created and seeded once before. On the embedded database, and on PostgreSQL when DATABASE_URL
// names a server (in a scratch database, dropped after). BENCH_RESTARTS sets the starts (5).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_SERVER_ARGS } from '../../../scripts/built-server.mjs';
import { scratchPostgresDatabase } from './orders.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.join(apiDir, '../..');
const restarts = Number(process.env.BENCH_RESTARTS ?? 5);
const TARGET_MS = 2000;

const SERVERS = [
  { name: 'built (dist)', args: BUILT_SERVER_ARGS },
  { name: 'sources (tsx)', args: ['--import', 'tsx', 'apps/api/src/server.ts'] },
] as const;

/**
 * The bench pins itself to one core (bench.ts) and a child inherits that; a restart in
 * production has every core, so the server gets them all back.
 */
const TASKSET = '/usr/bin/taskset';
const everyCore = `0-${cpus().length - 1}`;

function startServer(args: readonly string[], env: Record<string, string>): ChildProcess {
  const node = [process.execPath, ...args];
  const [command, ...commandArgs] = existsSync(TASKSET)
    ? [TASKSET, '-c', everyCore, ...node]
    : node;
  return spawn(command as string, commandArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function healthStatus(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const ask = request(
      { host: '127.0.0.1', port, path: '/api/health', timeout: 1000 },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    ask.on('error', () => resolve(undefined));
    ask.on('timeout', () => ask.destroy());
    ask.end();
  });
}

/** Milliseconds from spawning the server to its first 200 from /api/health; it is left running. */
async function timeToHealth(server: ChildProcess, port: number, startedAt: number) {
  while (performance.now() - startedAt < 300_000) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if ((await healthStatus(port)) === 200) return performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the server did not answer /api/health within 5 minutes');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  // The next start needs the port and, on the embedded database, the data directory.
  const killLater = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killLater);
}

async function startAndTime(args: readonly string[], env: Record<string, string>, port: number) {
  const startedAt = performance.now();
  const server = startServer(args, env);
  try {
    return await timeToHealth(server, port, startedAt);
  } finally {
    await stopServer(server);
  }
}

async function benchRestartOn(label: string, env: Record<string, string>, port: number) {
  // The first start creates, migrates and seeds the database; it is not measured.
  await startAndTime(SERVERS[0].args, env, port);
  const times = new Map<string, number[]>(SERVERS.map((server) => [server.name, []]));
  for (let round = 0; round < restarts; round++) {
    for (const server of round % 2 === 0 ? SERVERS : [...SERVERS].reverse()) {
      times.get(server.name)?.push(await startAndTime(server.args, env, port));
    }
  }
  for (const server of SERVERS) {
    const sorted = [...(times.get(server.name) ?? [])].sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
    const max = sorted.at(-1) ?? 0;
    console.log(
      [
        label.padEnd(20),
        server.name.padEnd(20),
        `${median.toFixed(0)} ms`.padStart(9),
        `${max.toFixed(0)} ms`.padStart(9),
        server === SERVERS[0] && max > TARGET_MS ? `  (above the ${TARGET_MS} ms target)` : '',
      ].join(' '),
    );
  }
}

export async function benchRestart(workDir: string) {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server could not be built');
  console.log(
    `\nRestart on existing data: from start to the first 200 of /api/health, ${restarts} starts ` +
      'of each server, alternating, on every core\n',
  );
  console.log('database             server                  median       max');
  const common = { HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  await benchRestartOn(
    'embedded (PGlite)',
    { ...common, DATA_DIR: path.join(workDir, 'restart-pglite'), DATABASE_URL: '', PORT: '4510' },
    4510,
  );
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: set DATABASE_URL=postgres://… to measure it too');
    return;
  }
  const scratch = await scratchPostgresDatabase(serverUrl);
  try {
    await benchRestartOn(
      'PostgreSQL',
      {
        ...common,
        DATA_DIR: path.join(workDir, 'restart-postgres'),
        DATABASE_URL: scratch.url,
        PORT: '4511',
      },
      4511,
    );
  } finally {
    await scratch.drop();
  }
}
