// `npm run bench`: the shop's menu reads against a bare Fastify server returning the same bytes
// from memory, in one run, on this machine. Both answer a browser's Accept-Encoding: br with the
// same brotli bytes. Prints req/s, p99 latency and the ratio. Then order placement with a coupon
// (bench/orders.ts): orders/s and p99 on the embedded database, and on PostgreSQL when
// DATABASE_URL names a server (a scratch database is created on it and dropped after).
// BENCH_PARTS=menu or BENCH_PARTS=orders runs one part; BENCH_ORDERS_ON=pglite or postgres one
// database. BENCH_PARTS=analytics (not run by default) measures the overview and every analytics
// call on the database at DATABASE_URL as it is: fill it with `npm run seed:large` first
// (bench/analytics.ts); BENCH_ANALYTICS_CONNECTIONS sets its concurrency (10).
// BENCH_PARTS=back-office (not run by default) measures every call a back-office screen makes
// the same way, on the same database (bench/back-office.ts); BENCH_CALLS=orders,customers keeps
// the calls whose path holds one of the words. The default run ends with restarts on existing
// data (bench/restart.ts; BENCH_PARTS=restart alone): the time to the first answer of /api/health
// of the built server and of the sources through tsx, on the embedded database and on PostgreSQL
// when DATABASE_URL is set.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ANALYTICS_PATHS, prepareAnalyticsBench, runAnalyticsBench } from './analytics.ts';
import { backOfficePaths } from './back-office.ts';
import {
  checkOrderBench,
  type OrderBenchFixture,
  prepareOrderBench,
  runOrderBench,
  scratchPostgresDatabase,
} from './orders.ts';
import { benchRestart } from './restart.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Each server's time is cut into this many runs, alternating shop and bare, so that a burst of
 * load from elsewhere on the machine falls on both rather than on whichever ran at that moment.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const parts = (process.env.BENCH_PARTS ?? 'menu,orders,restart').split(',');
const endpoints = ['/api/meals?limit=10', '/api/categories'];
const headers = { 'accept-encoding': 'br' };

/**
 * On a two-core machine the load generator and the server fight for the same cores, and the
 * figures swing by a third from run to run. Where `taskset` exists, autocannon (this process)
 * keeps core 0 and each server gets the last core, so both servers are measured alike.
 */
const TASKSET = '/usr/bin/taskset';
const pinned = existsSync(TASKSET) && availableParallelism() > 1;
const serverCore = String(availableParallelism() - 1);
if (pinned) spawnSync(TASKSET, ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const node = [
    process.execPath,
    ...(process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : []),
    '--import',
    'tsx',
    ...args,
  ];
  const [command, ...commandArgs] = pinned ? [TASKSET, '-c', serverCore, ...node] : node;
  return spawn(command as string, commandArgs, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** The body as sent (fetch would decompress it), with its content-encoding. */
function rawGet(url: string): Promise<{ body: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const encoding = response.headers['content-encoding'];
        if (encoding !== 'br') reject(new Error(`${url} was not sent as br (${encoding})`));
        else resolve({ body: Buffer.concat(chunks).toString('base64'), encoding });
      });
    })
      .on('error', reject)
      .end();
  });
}

async function run(url: string, duration: number) {
  const result = await autocannon({ url, headers, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Mean req/s and worst p99 of each server over alternating runs, after a warm-up of each. */
async function compare(shopUrl: string, bareUrl: string) {
  // Short unmeasured runs first, so that both servers are compared after JIT warm-up.
  await run(shopUrl, 2);
  await run(bareUrl, 2);
  const shopRuns = [];
  const bareRuns = [];
  for (let round = 0; round < rounds; round++) {
    shopRuns.push(await run(shopUrl, seconds / rounds));
    bareRuns.push(await run(bareUrl, seconds / rounds));
  }
  const summary = (runs: { rps: number; p99: number }[]) => ({
    rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
    p99: Math.max(...runs.map((r) => r.p99)),
  });
  return { shopResult: summary(shopRuns), bareResult: summary(bareRuns) };
}

async function benchMenu(workDir: string) {
  const shopPort = 4410;
  const barePort = 4411;
  const shop = startProcess(['src/server.ts'], {
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    DATA_DIR: workDir,
    LOG_LEVEL: 'warn',
    // The menu is measured on the embedded database even when DATABASE_URL is set.
    DATABASE_URL: '',
  });
  let bare: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${shopPort}/api/health`);
    const bodies: Record<string, { body: string; encoding: string }> = {};
    for (const endpoint of endpoints) {
      bodies[endpoint] = await rawGet(`http://127.0.0.1:${shopPort}${endpoint}`);
    }
    const bodiesFile = path.join(workDir, 'bodies.json');
    await writeFile(bodiesFile, JSON.stringify(bodies));
    bare = startProcess(['bench/bare-server.ts', bodiesFile], { PORT: String(barePort) });
    await waitFor(`http://127.0.0.1:${barePort}${endpoints[1]}`);

    console.log(
      `autocannon: ${connections} connections, ${seconds} s per server in ${rounds} alternating runs, ` +
        `Accept-Encoding: br, embedded database${pinned ? `, load on core 0, servers on core ${serverCore}` : ''}\n`,
    );
    console.log('endpoint                  shop req/s  shop p99   bare req/s  bare p99   ratio');
    for (const endpoint of endpoints) {
      const { shopResult, bareResult } = await compare(
        `http://127.0.0.1:${shopPort}${endpoint}`,
        `http://127.0.0.1:${barePort}${endpoint}`,
      );
      const ratio = shopResult.rps / bareResult.rps;
      console.log(
        [
          endpoint.padEnd(24),
          shopResult.rps.toFixed(0).padStart(11),
          `${shopResult.p99} ms`.padStart(9),
          bareResult.rps.toFixed(0).padStart(12),
          `${bareResult.p99} ms`.padStart(9),
          ratio.toFixed(2).padStart(7),
          ratio >= 0.7 ? '' : '  (below the 0.7 target)',
        ].join(' '),
      );
    }
  } finally {
    await stopProcess(shop);
    if (bare) await stopProcess(bare);
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

const ORDER_TARGETS = { pglite: 150, postgres: 500, p99: 50 } as const;

/** Order placement on one database: a warm-up, then the measured run, then a consistency check. */
async function benchOrdersOn(kind: 'pglite' | 'postgres', workDir: string, serverUrl?: string) {
  const dataDir = path.join(workDir, `orders-${kind}`);
  const scratch =
    kind === 'postgres' && serverUrl ? await scratchPostgresDatabase(serverUrl) : null;
  const open =
    scratch !== null
      ? ({ kind: 'postgres', url: scratch.url } as const)
      : ({ kind: 'pglite', dataDir: path.join(dataDir, 'db') } as const);
  const port = kind === 'pglite' ? 4412 : 4413;
  let shop: ChildProcess | undefined;
  try {
    const fixture: OrderBenchFixture = await prepareOrderBench(open, path.join(dataDir, 'uploads'));
    shop = startProcess(['src/server.ts'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: '' }),
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/api/health`);
    await runOrderBench(baseUrl, fixture, { connections, seconds: 2 });
    const result = await runOrderBench(baseUrl, fixture, { connections, seconds });
    await stopProcess(shop);
    shop = undefined;
    const check = await checkOrderBench(open, fixture);
    const target = ORDER_TARGETS[kind];
    const misses = [
      result.ordersPerSecond < target ? `below ${target}/s` : '',
      result.p99 > ORDER_TARGETS.p99 ? `p99 above ${ORDER_TARGETS.p99} ms` : '',
    ].filter(Boolean);
    console.log(
      [
        (kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL').padEnd(20),
        result.ordersPerSecond.toFixed(0).padStart(9),
        `${result.p50} ms`.padStart(9),
        `${result.p99} ms`.padStart(9),
        String(check.orders).padStart(8),
        misses.length > 0 ? `  (${misses.join(', ')})` : '',
      ].join(' '),
    );
    if (check.unitsSold !== check.orders * 3 || check.couponUses !== check.orders) {
      throw new Error(
        `inconsistent after the bench: ${check.orders} orders, ${check.unitsSold} units sold, ${check.couponUses} coupon uses`,
      );
    }
  } finally {
    if (shop) await stopProcess(shop);
    await scratch?.drop();
  }
}

async function benchOrders(workDir: string) {
  console.log(
    `\nPOST /api/orders with a coupon (2 lines, 3 units), a new idempotency key each, 1000 customers; ` +
      `autocannon: ${connections} connections, ${seconds} s after a 2 s warm-up` +
      `${pinned ? `, load on core 0, server on core ${serverCore}` : ''}\n`,
  );
  console.log('database               orders/s      p50       p99   placed');
  // BENCH_ORDERS_ON=postgres (or pglite) measures one database only.
  const on = (process.env.BENCH_ORDERS_ON ?? 'pglite,postgres').split(',');
  if (on.includes('pglite')) await benchOrdersOn('pglite', workDir);
  const serverUrl = process.env.DATABASE_URL;
  if (!on.includes('postgres')) return;
  if (serverUrl) await benchOrdersOn('postgres', workDir, serverUrl);
  else console.log('PostgreSQL: set DATABASE_URL=postgres://… to measure it too');
}

const P95_TARGET_MS = 100;

/**
 * Back-office calls on DATABASE_URL's database as it is, each after a 2 s warm-up, as one table
 * of p50/p95/p99. BENCH_CALLS=orders,customers keeps the calls whose path holds one of the words.
 */
async function benchAdminCalls(
  workDir: string,
  title: string,
  allPaths: (url: string) => Promise<readonly string[]>,
) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(
      `\n${title}: set DATABASE_URL=postgres://… (filled by npm run seed:large) to measure it`,
    );
    return;
  }
  const only = process.env.BENCH_CALLS?.split(',');
  const paths = (await allPaths(databaseUrl)).filter(
    (path) => !only || only.some((word) => path.includes(word)),
  );
  const adminConnections = Number(process.env.BENCH_ANALYTICS_CONNECTIONS ?? 10);
  const fixture = await prepareAnalyticsBench(databaseUrl);
  const port = 4414;
  const shop = startProcess(['src/server.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: workDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    console.log(
      `\n${title} on ${new URL(databaseUrl).pathname.slice(1)}: ${fixture.orders.toLocaleString('en')} orders, ` +
        `${fixture.customers.toLocaleString('en')} customers; autocannon: ${adminConnections} connections, ` +
        `${seconds} s per call after a 2 s warm-up${pinned ? `, load on core 0, server on core ${serverCore}` : ''}\n`,
    );
    const width = Math.max(42, ...paths.map((path) => shortPath(path).length));
    console.log(`${'call'.padEnd(width)}    req/s       p50       p95       p99`);
    for (const path of paths) {
      const url = `http://127.0.0.1:${port}${path}`;
      const options = { connections: adminConnections, seconds };
      // Requests of the previous call that were still running when it stopped finish first.
      await settle(url, fixture.token);
      await runAnalyticsBench(url, fixture.token, { ...options, seconds: 2 });
      const result = await runAnalyticsBench(url, fixture.token, options);
      console.log(
        [
          shortPath(path).padEnd(width),
          result.perSecond.toFixed(0).padStart(8),
          `${result.p50.toFixed(1)} ms`.padStart(9),
          `${result.p95.toFixed(1)} ms`.padStart(9),
          `${result.p99.toFixed(1)} ms`.padStart(9),
          result.p95 > P95_TARGET_MS ? `  (p95 above ${P95_TARGET_MS} ms)` : '',
        ].join(' '),
      );
    }
  } finally {
    await stopProcess(shop);
    await fixture.remove();
  }
}

/** One request, answered after whatever the server and database still had in hand. */
async function settle(url: string, token: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
}

/** A call as the table names it: without /api/admin/, a page's cursor shortened. */
const shortPath = (path: string) =>
  path
    .replace('/api/admin/', '')
    .replace('/api/', '')
    .replace(/(after|before)=([\w-]{6})[\w-]+/, '$1=$2…');

const workDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
try {
  if (parts.includes('menu')) await benchMenu(workDir);
  if (parts.includes('orders')) await benchOrders(workDir);
  if (parts.includes('analytics')) {
    await benchAdminCalls(workDir, 'The dashboard', async () => ANALYTICS_PATHS);
  }
  if (parts.includes('back-office')) {
    await benchAdminCalls(workDir, 'The back office', backOfficePaths);
  }
  if (parts.includes('restart')) await benchRestart(workDir);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
