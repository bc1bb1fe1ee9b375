import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWalletFakes, type WalletFakes } from './index.ts';

let fakes: WalletFakes;
beforeAll(async () => {
  fakes = await startWalletFakes();
});
afterEach(() => {
  fakes.control.reset();
  vi.useRealTimers();
});
afterAll(() => fakes.close());

const hmac = (key: string, message: string) =>
  createHmac('sha256', key).update(message).digest('base64');

type Json = Record<string, unknown>;
/** The JSON body of an answer, for assertions. */
const json = async (response: Response | Promise<Response>) =>
  (await (await response).json()) as Json;

const post = (url: string, body: string | URLSearchParams, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', body, headers, redirect: 'manual' });

/** Submits the form holding the button named `label`, as a browser would. */
async function clickButton(page: Response, label: string): Promise<Response> {
  const html = await page.text();
  const form = html.split('<form').find((part) => part.includes(`>${label}</button>`));
  if (!form) throw new Error(`No button named ${label}`);
  const action = /action="([^"]+)"/.exec(form)?.[1] ?? '';
  const fields = new URLSearchParams();
  for (const [, name = '', value = ''] of form.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
    fields.append(name, value);
  }
  return post(new URL(action, fakes.url).href, fields);
}

describe('eSewa ePay v2', () => {
  function esewaForm(overrides: Record<string, string> = {}) {
    const fields: Record<string, string> = {
      amount: '100',
      tax_amount: '10',
      total_amount: '110',
      transaction_uuid: `order-${randomUUID()}`,
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: 'http://shop.test/esewa/success',
      failure_url: 'http://shop.test/esewa/failure?order=7',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      ...overrides,
    };
    const message = ['total_amount', 'transaction_uuid', 'product_code']
      .map((name) => `${name}=${fields[name]}`)
      .join(',');
    fields.signature ??= hmac('8gBm/:&EnhH.1/q', message);
    return new URLSearchParams({ ...fields, ...overrides });
  }

  async function status(uuid: string, total = '110') {
    const query = new URLSearchParams({
      product_code: 'EPAYTEST',
      total_amount: total,
      transaction_uuid: uuid,
    });
    return fetch(`${fakes.esewa.statusUrl}?${query}`);
  }

  it('takes a signed form, pays, redirects with signed data and confirms by the status API', async () => {
    const form = esewaForm();
    const uuid = form.get('transaction_uuid') ?? '';
    const page = await post(fakes.esewa.formUrl, form);
    expect(page.status).toBe(200);
    const paid = await clickButton(page, 'Pay with eSewa');
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location') ?? '';
    expect(location.startsWith('http://shop.test/esewa/success?data=')).toBe(true);
    const data: Json = JSON.parse(
      Buffer.from(location.split('?data=')[1] ?? '', 'base64').toString(),
    );
    expect(data).toMatchObject({
      status: 'COMPLETE',
      total_amount: '110.0',
      transaction_uuid: uuid,
      product_code: 'EPAYTEST',
      signed_field_names:
        'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    });
    expect(data.transaction_code).toMatch(/^[A-Z0-9]{7}$/);
    const message = String(data.signed_field_names)
      .split(',')
      .map((name: string) => `${name}=${data[name]}`)
      .join(',');
    expect(data.signature).toBe(hmac(fakes.esewa.secretKey, message));

    const answer = await status(uuid, String(data.total_amount));
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('"total_amount":110.0');
    expect(JSON.parse(text)).toEqual({
      product_code: 'EPAYTEST',
      transaction_uuid: uuid,
      total_amount: 110,
      status: 'COMPLETE',
      ref_id: data.transaction_code,
    });
    expect(fakes.esewaTransactions()).toContainEqual(
      expect.objectContaining({ uuid, status: 'COMPLETE', ref_id: data.transaction_code }),
    );
  });

  it('shows the amount and both buttons on its page', async () => {
    const html = await (await post(fakes.esewa.formUrl, esewaForm())).text();
    expect(html).toContain('eSewa (test double)');
    expect(html).toContain('NRS 110.00');
    expect(html).toContain('>Pay with eSewa</button>');
    expect(html).toContain('>Cancel payment</button>');
  });

  it('appends ?data= even when the success URL has a query, as eSewa does', async () => {
    const form = esewaForm({ success_url: 'http://shop.test/ok?order=7' });
    const paid = await clickButton(await post(fakes.esewa.formUrl, form), 'Pay with eSewa');
    expect(paid.headers.get('location')).toMatch(/^http:\/\/shop\.test\/ok\?order=7\?data=/);
  });

  it('cancels to the failure URL as given, and reports the truth for each transaction', async () => {
    const cancelled = esewaForm();
    const cancel = await clickButton(await post(fakes.esewa.formUrl, cancelled), 'Cancel payment');
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('http://shop.test/esewa/failure?order=7');
    const cancelledUuid = cancelled.get('transaction_uuid') ?? '';
    expect((await json(status(cancelledUuid))).status).toBe('CANCELED');

    const left = esewaForm();
    await post(fakes.esewa.formUrl, left);
    const leftUuid = left.get('transaction_uuid') ?? '';
    expect(await json(status(leftUuid))).toMatchObject({
      status: 'PENDING',
      ref_id: null,
    });
    expect((await json(status(leftUuid, '111'))).status).toBe('NOT_FOUND');
    expect((await json(status('never-posted'))).status).toBe('NOT_FOUND');
    expect((await status('')).status).toBe(400);
  });

  it.each([
    ['a wrong signature', { signature: hmac('wrong key', 'x') }, 'Invalid signature'],
    ['a missing field', { product_delivery_charge: '' }, 'Missing fields: product_delivery_charge'],
    ['an unknown product code', { product_code: 'OTHER' }, 'Unknown product code'],
    ['a uuid with other characters', { transaction_uuid: 'order_1' }, 'only letters, digits'],
    ['a total that is not the sum', { total_amount: '120' }, 'total_amount must equal'],
    ['an amount that is no number', { tax_amount: '1e1' }, 'Amounts must be numbers'],
    ['a signed field not in the form', { signed_field_names: 'total_amount,x' }, 'Unknown signed'],
    ['too few signed fields', { signed_field_names: 'total_amount' }, 'must include'],
  ])('refuses a form with %s with an error page', async (_case, overrides, message) => {
    const answer = await post(fakes.esewa.formUrl, esewaForm(overrides));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(await answer.text()).toContain(message);
  });

  it('refuses a uuid that is already complete', async () => {
    const form = esewaForm();
    await clickButton(await post(fakes.esewa.formUrl, form), 'Pay with eSewa');
    const again = await post(fakes.esewa.formUrl, form);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Duplicate');
  });

  it('answers the overridden status, down and slowly as told', async () => {
    const form = esewaForm();
    await post(fakes.esewa.formUrl, form);
    const uuid = form.get('transaction_uuid') ?? '';
    fakes.control.esewaStatus = 'FULL_REFUND';
    const refunded = await json(status(uuid));
    expect(refunded.status).toBe('FULL_REFUND');
    expect(refunded.ref_id).toMatch(/^[A-Z0-9]{7}$/);
    fakes.control.esewaStatus = 'AMBIGUOUS';
    expect(await json(status(uuid))).toMatchObject({ status: 'AMBIGUOUS', ref_id: null });

    fakes.control.down = true;
    const down = await status(uuid);
    expect(down.status).toBe(503);
    expect(await json(down)).toEqual({
      code: 0,
      error_message: 'Service is currently unavailable',
    });

    fakes.control.reset();
    fakes.control.delayMs = 150;
    const started = performance.now();
    expect((await json(status(uuid))).status).toBe('PENDING');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('Khalti KPG-2', () => {
  const initiateBody = (overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      return_url: 'http://shop.test/khalti/return?order=9',
      website_url: 'http://shop.test',
      amount: 125000,
      purchase_order_id: 'order-9',
      purchase_order_name: 'Burgers for two',
      customer_info: { name: 'Asha' },
      ...overrides,
    });
  const auth = () => ({
    authorization: `Key ${fakes.khalti.secretKey}`,
    'content-type': 'application/json',
  });
  const initiate = (body = initiateBody(), headers: Record<string, string> = auth()) =>
    post(`${fakes.khalti.baseUrl}/epayment/initiate/`, body, headers);
  const lookup = (pidx: string) =>
    post(`${fakes.khalti.baseUrl}/epayment/lookup/`, JSON.stringify({ pidx }), auth());

  async function initiated() {
    const answer = await initiate();
    expect(answer.status).toBe(200);
    return (await answer.json()) as { pidx: string; payment_url: string };
  }

  it('refuses a request without the secret key', async () => {
    const missing = await initiate(initiateBody(), { 'content-type': 'application/json' });
    expect(missing.status).toBe(401);
    expect(await json(missing)).toEqual({
      detail: 'Authentication credentials were not provided.',
      status_code: 401,
    });
    const wrong = await initiate(initiateBody(), { authorization: 'key not-the-key' });
    expect(await json(wrong)).toEqual({ detail: 'Invalid token.', status_code: 401 });
  });

  it('validates the initiate body as documented', async () => {
    const small = await initiate(initiateBody({ amount: 999 }));
    expect(small.status).toBe(400);
    expect(await json(small)).toEqual({
      amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
      error_key: 'validation_error',
    });
    const blank = await initiate(initiateBody({ purchase_order_name: '' }));
    expect(await json(blank)).toEqual({
      purchase_order_name: ['This field may not be blank.'],
      error_key: 'validation_error',
    });
    fakes.control.khaltiInitiateError = true;
    expect((await initiate()).status).toBe(400);
  });

  it('initiates, pays on its page, redirects with the documented query and looks up Completed', async () => {
    const answer = await initiate();
    const body = (await answer.json()) as { pidx: string; payment_url: string } & Json;
    expect(body.pidx).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(body.payment_url).toBe(`${fakes.url}/khalti/pay/?pidx=${body.pidx}`);
    expect(body.expires_in).toBe(1800);
    expect(body.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+05:45$/);
    expect((await json(lookup(body.pidx))).status).toBe('Initiated');

    const page = await fetch(body.payment_url);
    const html = await page.clone().text();
    expect(html).toContain('Khalti (test double)');
    expect(html).toContain('Rs. 1,250.00');
    expect(html).toContain('>Cancel payment</button>');
    const paid = await clickButton(page, 'Pay with Khalti');
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://shop.test/khalti/return');
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      order: '9',
      pidx: body.pidx,
      amount: '125000',
      total_amount: '125000',
      status: 'Completed',
      mobile: '98XXXXX904',
      purchase_order_id: 'order-9',
      purchase_order_name: 'Burgers for two',
    });
    expect(query.txnId).toBe(query.transaction_id);
    expect(query.tidx).toBe(query.transaction_id);

    const looked = await lookup(body.pidx);
    expect(looked.status).toBe(200);
    expect(await json(looked)).toEqual({
      pidx: body.pidx,
      total_amount: 125000,
      status: 'Completed',
      transaction_id: query.transaction_id,
      fee: 0,
      refunded: false,
    });
    expect(fakes.khaltiPayments()).toContainEqual(
      expect.objectContaining({ pidx: body.pidx, amount: 125000, status: 'Completed' }),
    );
  });

  it('cancels back to the return URL and answers User canceled with 400', async () => {
    const { pidx, payment_url } = await initiated();
    const cancel = await clickButton(await fetch(payment_url), 'Cancel payment');
    const location = cancel.headers.get('location') ?? '';
    expect(location).toContain('&transaction_id=&tidx=&amount=125000&total_amount=125000&mobile=');
    expect(new URL(location).searchParams.get('status')).toBe('User canceled');
    const looked = await lookup(pidx);
    expect(looked.status).toBe(400);
    expect(await json(looked)).toMatchObject({ status: 'User canceled', transaction_id: null });
  });

  it('answers Not found for an unknown pidx and Expired after expires_at', async () => {
    const unknown = await lookup('notapidx');
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({ detail: 'Not found.', error_key: 'validation_error' });

    const { pidx } = await initiated();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const expired = await lookup(pidx);
    expect(expired.status).toBe(400);
    expect((await json(expired)).status).toBe('Expired');
  });

  it('answers the overridden status, down and slowly as told', async () => {
    const { pidx } = await initiated();
    fakes.control.khaltiStatus = 'Refunded';
    const refunded = await lookup(pidx);
    expect(refunded.status).toBe(200);
    expect(await json(refunded)).toMatchObject({ status: 'Refunded', refunded: true });
    fakes.control.khaltiStatus = 'Expired';
    expect((await lookup(pidx)).status).toBe(400);

    fakes.control.down = true;
    const down = await lookup(pidx);
    expect(down.status).toBe(503);
    expect(await json(down)).toEqual({ detail: 'Service unavailable' });

    fakes.control.reset();
    fakes.control.delayMs = 150;
    const started = performance.now();
    expect((await initiate()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('control', () => {
  const control = (path: string, body: unknown) =>
    post(`${fakes.url}${path}`, JSON.stringify(body), { 'content-type': 'application/json' });

  it('is steered over HTTP and shows what it received', async () => {
    expect((await fetch(`${fakes.url}/health`)).status).toBe(200);
    expect((await fetch(`${fakes.url}/health`, { method: 'HEAD' })).status).toBe(200);
    const set = await control('/__control', { down: true, khaltiStatus: 'Pending' });
    expect(await json(set)).toMatchObject({ down: true, khaltiStatus: 'Pending', delayMs: 0 });
    expect(fakes.control.down).toBe(true);
    expect((await control('/__control', { esewaStatus: 'PAID' })).status).toBe(400);
    expect((await control('/__control', { colour: 'red' })).status).toBe(400);
    await control('/__control/reset', {});
    expect(fakes.control.settings()).toMatchObject({ down: false, khaltiStatus: null });

    const state = (await json(fetch(`${fakes.url}/__state`))) as {
      esewa: unknown[];
      khalti: unknown[];
    };
    expect(state.esewa.length).toBe(fakes.esewaTransactions().length);
    expect(state.khalti.length).toBe(fakes.khaltiPayments().length);
  });

  it('refuses an invalid setting in process too', () => {
    expect(() => {
      fakes.control.delayMs = -1;
    }).toThrow(/delayMs/);
    expect(fakes.control.delayMs).toBe(0);
  });
});

describe('CLI', () => {
  let child: ChildProcess | undefined;
  afterEach(() => child?.kill());

  it('starts on WALLET_FAKES_PORT, answers /health and exits cleanly on SIGTERM', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const started = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, WALLET_FAKES_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = started;
    const line = await new Promise<string>((resolve) => {
      started.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    });
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0] ?? '';
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
    started.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
