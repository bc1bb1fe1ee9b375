/**
 * Why a checkout was refused, from the refusal's own body: the first problem's kind when the
 * checkout rules refused it (`out_of_stock`, `closed`, `below_minimum`…, a fixed set in
 * packages/shared), else the error code (`VALIDATION_FAILED`, `RATE_LIMITED`…). Both sets are
 * bounded, as a metric's labels must be.
 */
export function refusalReason(body: unknown): string {
  if (typeof body !== 'string') return 'unknown';
  try {
    const parsed = JSON.parse(body) as {
      error?: unknown;
      details?: { problems?: { kind?: unknown }[] };
    };
    const kind = parsed.details?.problems?.[0]?.kind;
    if (typeof kind === 'string') return kind;
    return typeof parsed.error === 'string' ? parsed.error : 'unknown';
  } catch {
    return 'unknown';
  }
}
