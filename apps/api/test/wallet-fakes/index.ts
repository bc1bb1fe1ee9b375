import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createFakeControl,
  type FakeControl,
  InvalidControlSetting,
  parseControlSettings,
} from './control.ts';
import {
  createEsewaFake,
  ESEWA_FORM_PATH,
  ESEWA_STATUS_PATH,
  type EsewaTransaction,
} from './esewa.ts';
import { BodyTooLarge, readJson, sendJson } from './http.ts';
import { createKhaltiFake, KHALTI_API_PATH, type KhaltiPayment } from './khalti.ts';
import type { Route } from './routes.ts';

export type {
  EsewaStatus,
  FakeControl,
  FakeControlSettings,
  KhaltiInitiateError,
  KhaltiStatus,
} from './control.ts';
export type { EsewaTransaction } from './esewa.ts';
export type { KhaltiPayment } from './khalti.ts';

export interface WalletFakes {
  /** e.g. http://127.0.0.1:43123 (no trailing slash). */
  url: string;
  esewa: { formUrl: string; statusUrl: string; productCode: string; secretKey: string };
  khalti: { baseUrl: string; secretKey: string };
  /** Next behaviour. */
  control: FakeControl;
  /** What the fakes received, for assertions. */
  esewaTransactions(): EsewaTransaction[];
  khaltiPayments(): KhaltiPayment[];
  close(): Promise<void>;
}

export interface WalletFakesOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  productCode?: string;
  esewaSecretKey?: string;
  khaltiSecretKey?: string;
}

/** eSewa's published UAT secret key. */
const ESEWA_UAT_SECRET_KEY = '8gBm/:&EnhH.1/q';

/**
 * Local stand-ins for the eSewa ePay v2 and Khalti KPG-2 gateways, on one HTTP server:
 * - eSewa: POST /esewa/api/epay/main/v2/form (checkout page),
 *   GET /esewa/api/epay/transaction/status/
 * - Khalti: POST /khalti/api/v2/epayment/initiate/ and …/lookup/, GET /khalti/pay/?pidx= (page)
 * - the fake's own: GET /health, GET /__state, POST /__control (merge settings),
 *   POST /__control/reset (settings only; what was received stays in /__state).
 */
export async function startWalletFakes(options: WalletFakesOptions = {}): Promise<WalletFakes> {
  const host = options.host ?? '127.0.0.1';
  const productCode = options.productCode ?? 'EPAYTEST';
  const esewaSecretKey = options.esewaSecretKey ?? ESEWA_UAT_SECRET_KEY;
  const khaltiSecretKey = options.khaltiSecretKey ?? 'test_secret_key_fake';
  const control = createFakeControl();
  let url = '';
  const esewa = createEsewaFake({ productCode, secretKey: esewaSecretKey, control });
  const khalti = createKhaltiFake({ baseUrl: () => url, secretKey: khaltiSecretKey, control });
  const routes = [
    ...testRoutes(control, () => ({ esewa: esewa.transactions(), khalti: khalti.payments() })),
    ...esewa.routes,
    ...khalti.routes,
  ];
  const delays = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        delays.delete(timer);
        resolve();
      }, ms);
      delays.add(timer);
    });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const requestUrl = new URL(request.url ?? '/', 'http://fake');
    // HEAD is answered as GET (Node leaves the body out), for readiness probes.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = routes.find((r) => r.method === method && r.path === requestUrl.pathname);
    if (!route) {
      sendJson(response, 404, { detail: 'Not found.' });
      return;
    }
    if (route.unavailableBody !== undefined) {
      if (control.delayMs > 0) await wait(control.delayMs);
      if (control.down) {
        sendJson(response, 503, route.unavailableBody);
        return;
      }
    }
    await route.handler(request, response, requestUrl);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      const status = error instanceof BodyTooLarge ? 413 : 500;
      sendJson(response, status, { detail: error instanceof Error ? error.message : 'Error' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    esewa: {
      formUrl: `${url}${ESEWA_FORM_PATH}`,
      statusUrl: `${url}${ESEWA_STATUS_PATH}`,
      productCode,
      secretKey: esewaSecretKey,
    },
    khalti: { baseUrl: `${url}${KHALTI_API_PATH}`, secretKey: khaltiSecretKey },
    control,
    esewaTransactions: esewa.transactions,
    khaltiPayments: khalti.payments,
    close() {
      for (const timer of delays) clearTimeout(timer);
      delays.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/** Endpoints of the fake itself, for a test in another process (e.g. Playwright) to steer it. */
function testRoutes(control: FakeControl, state: () => unknown): Route[] {
  return [
    {
      method: 'GET',
      path: '/health',
      handler: (_request, response) => sendJson(response, 200, { status: 'ok' }),
    },
    {
      method: 'GET',
      path: '/__state',
      handler: (_request, response) => sendJson(response, 200, state()),
    },
    {
      method: 'POST',
      path: '/__control',
      async handler(request, response) {
        try {
          control.set(parseControlSettings(await readJson(request)));
        } catch (error) {
          if (!(error instanceof InvalidControlSetting)) throw error;
          sendJson(response, 400, { error: error.message });
          return;
        }
        sendJson(response, 200, control.settings());
      },
    },
    {
      method: 'POST',
      path: '/__control/reset',
      handler(_request, response) {
        control.reset();
        sendJson(response, 200, control.settings());
      },
    },
  ];
}
