import type { PaymentMethod, Wallet } from '@shop/shared';
import type { WalletConfig } from '../../config.ts';
import { esewaStatus } from './esewa.ts';
import { khaltiLookup } from './khalti.ts';
import { WalletUnavailable } from './wallet-http.ts';
import type { WalletVerdict } from './wallet-verdict.ts';

/** What the payment services need of the server: the wallets set up, and where the shop is. */
export interface PaymentContext {
  wallets: WalletConfig;
  /** The shop's origin: the wallets send the customer back to it. */
  publicUrl: string;
  /** How long a wallet may take to answer one call. */
  timeoutMs: number;
  /** When a new payment is first asked about (eSewa advises five minutes). */
  firstCheckMs: number;
}

/** Cash always, first; each wallet the shop is configured for. */
export function offeredMethods(wallets: WalletConfig): PaymentMethod[] {
  return ['cash', ...(['esewa', 'khalti'] as const).filter((wallet) => wallets[wallet])];
}

export interface AttemptToCheck {
  id: string;
  wallet: Wallet;
  amountPaisa: number;
  walletToken: string | null;
}

/** Asks the attempt's wallet where its payment stands (its status or lookup API). */
export async function askWallet(
  ctx: PaymentContext,
  attempt: AttemptToCheck,
): Promise<WalletVerdict> {
  if (attempt.wallet === 'esewa') {
    const settings = ctx.wallets.esewa;
    if (!settings) throw new WalletUnavailable('eSewa is no longer configured');
    return esewaStatus(
      settings,
      { transactionUuid: attempt.id, amountPaisa: attempt.amountPaisa },
      ctx.timeoutMs,
    );
  }
  const settings = ctx.wallets.khalti;
  if (!settings) throw new WalletUnavailable('Khalti is no longer configured');
  // Never initiated (Khalti refused or did not answer): nothing to ask, nothing paid.
  if (!attempt.walletToken) return { kind: 'failed', walletStatus: 'Not initiated' };
  return khaltiLookup(settings, attempt.walletToken, ctx.timeoutMs);
}
