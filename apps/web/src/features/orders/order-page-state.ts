/**
 * What another page hands the order page as it opens it (router state): why the wallet
 * payment could not start, in the server's words, to be said once there.
 */
export interface OrderPageState {
  walletProblem: string | null;
}

export function orderPageState(walletProblem: string | null | undefined): OrderPageState {
  return { walletProblem: walletProblem ?? null };
}

/** The wallet's problem the order page was opened with; null without one. */
export function walletProblemIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('walletProblem' in state)) return null;
  return typeof state.walletProblem === 'string' ? state.walletProblem : null;
}
