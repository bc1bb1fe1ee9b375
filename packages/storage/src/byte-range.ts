/** A byte range asked for: from `start` to `end` (both included, end open when absent), or the last `suffix` bytes. */
export type RequestedRange = { start: number; end?: number } | { suffix: number };

/** A byte range of a file, both ends included (as in Content-Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** The range asked for cannot be served: it starts past the end of the file. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`the range starts past the end of a ${size}-byte file`);
    this.name = 'RangeNotSatisfiableError';
  }
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads an HTTP Range header. Only one range is served (what video players ask for); a header
 * that asks for several, or that cannot be read, is ignored and the whole file is sent, as
 * RFC 9110 allows.
 */
export function parseRangeHeader(header: string | undefined): RequestedRange | undefined {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  // Past 2^53 a number is no longer exact (and would be written back as 1e+21): not a file here.
  if ([from, to].some((n) => n !== '' && !Number.isSafeInteger(Number(n)))) return undefined;
  if (from === '') return to === '' || Number(to) === 0 ? undefined : { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end >= start ? { start, end } : undefined;
}

/** The range within a file of `size` bytes, or RangeNotSatisfiableError. */
export function resolveRange(requested: RequestedRange, size: number): ByteRange {
  if ('suffix' in requested) {
    if (size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - requested.suffix), end: size - 1 };
  }
  if (requested.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: requested.start, end: Math.min(requested.end ?? size - 1, size - 1) };
}

/** The Range header value that asks another server for the same range. */
export function rangeHeaderOf(requested: RequestedRange): string {
  if ('suffix' in requested) return `bytes=-${requested.suffix}`;
  return `bytes=${requested.start}-${requested.end ?? ''}`;
}
