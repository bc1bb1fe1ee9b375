/** What a wallet's word on a payment means for the order. */
export type WalletVerdict =
  | { kind: 'paid'; reference: string; amountPaisa: number; walletStatus: string }
  /** Not settled yet (or not knowable now): ask again later. */
  | { kind: 'pending'; walletStatus: string }
  /** Not paid, and it will not be: cancelled, expired, unknown to the wallet, refunded. */
  | { kind: 'failed'; walletStatus: string };
