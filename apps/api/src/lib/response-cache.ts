import { createHash } from 'node:crypto';
import {
  COMPRESSION_THRESHOLD_BYTES,
  type ContentCoding,
  compressForStorage,
} from './compression.ts';

/** One stored representation of a response: its bytes and the ETag that names them. */
export interface CachedBody {
  readonly body: Buffer;
  readonly etag: string;
}

export interface CachedResponse extends CachedBody {
  /**
   * The body compressed, one per content coding, made once when the entry is stored. Empty
   * for a body below the compression threshold. Each has its own ETag, since its bytes differ.
   */
  readonly encoded: Partial<Record<ContentCoding, CachedBody>>;
}

/** How a loaded value becomes the bytes sent: JSON unless told otherwise. */
export type Serialize = (value: unknown) => string;

/** A value as the bytes sent, with its ETag and compressed copies (also for bodies not kept). */
export async function cachedResponseOf(
  value: unknown,
  serialize: Serialize,
): Promise<CachedResponse> {
  const body = Buffer.from(serialize(value));
  const hash = createHash('sha1').update(body).digest('base64url');
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return { body, etag: `"${hash}"`, encoded: {} };
  const { br, gzip } = await compressForStorage(body);
  return {
    body,
    etag: `"${hash}"`,
    encoded: { br: { body: br, etag: `"${hash}-br"` }, gzip: { body: gzip, etag: `"${hash}-gz"` } },
  };
}

/**
 * Serialized (and compressed) responses kept in memory, keyed by request. A read that was
 * under way when the cache was cleared is not stored, so a clear can never be undone by a
 * slow, stale read. Concurrent misses for one key share a single load.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>();
  readonly #inflight = new Map<string, Promise<CachedResponse>>();
  #generation = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly serialize: Serialize = JSON.stringify,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  getOrLoad(key: string, load: () => Promise<unknown>): Promise<CachedResponse> {
    const hit = this.#entries.get(key);
    if (hit) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return Promise.resolve(hit);
    }
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    const loading = this.#load(key, load).finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, loading);
    return loading;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#inflight.clear();
  }

  async #load(key: string, load: () => Promise<unknown>): Promise<CachedResponse> {
    const generation = this.#generation;
    const entry = await cachedResponseOf(await load(), this.serialize);
    if (generation === this.#generation) {
      this.#entries.set(key, entry);
      if (this.#entries.size > this.maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
    }
    return entry;
  }
}
