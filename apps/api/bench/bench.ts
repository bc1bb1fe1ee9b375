// `npm run bench`: the shop's menu reads against a bare Fastify server returning the same bytes
// from memory, in one run, on this machine. Both answer a browser's Accept-Encoding: br with the
// same brotli bytes. Prints req/s, p99 latency and the ratio.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Each server's time is cut into this many runs, alternating shop and bare, so that a burst of
 * load from elsewhere on the machine falls on both rather than on whichever ran at that moment.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
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
  const node = [process.execPath, '--import', 'tsx', ...args];
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

const workDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
const shopPort = 4410;
const barePort = 4411;
const shop = startProcess(['src/server.ts'], {
  PORT: String(shopPort),
  HOST: '127.0.0.1',
  DATA_DIR: workDir,
  LOG_LEVEL: 'warn',
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
  shop.kill('SIGTERM');
  bare?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await rm(workDir, { recursive: true, force: true });
}
