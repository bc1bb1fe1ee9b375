/*
 * The wallets' HTTP calls: JSON over fetch with a time limit. A wallet that does not answer in
 * time, cannot be reached, or answers a server error is unavailable, which the caller treats as
 * "ask again later", never as a verdict on the payment.
 */

export class WalletUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WalletUnavailable';
  }
}

export interface WalletAnswer {
  status: number;
  body: unknown;
}

export async function walletCall(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<WalletAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new WalletUnavailable(`no answer from ${new URL(url).host}`, { cause: error });
  }
  if (response.status >= 500) {
    throw new WalletUnavailable(`${new URL(url).host} answered ${response.status}`);
  }
  const text = await response.text().catch(() => '');
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    throw new WalletUnavailable(`${new URL(url).host} answered something not JSON`, {
      cause: error,
    });
  }
}

/** A wallet's amount (NRS, as a number or text, perhaps with thousands separators) in paisa. */
export function paisaOfWalletAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const plain = text.replace(/,/g, '').trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paisa as the wallets' forms write NRS: 1234.5, never 1,234.50. */
export function nrsText(paisa: number): string {
  return String(paisa / 100);
}
