import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILT_SERVER_ARGS } from '../../../scripts/built-server.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A shop server of a test's own, serving the web build in `webDistDir` (the run's server keeps
 * serving the real one): for what only a restart shows, such as a deploy.
 */
export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  webDistDir: string;
}): Promise<OwnServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, [...BUILT_SERVER_ARGS], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      WEB_DIST_DIR: options.webDistDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the server did not start within 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
