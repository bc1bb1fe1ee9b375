import type { Readable } from 'node:stream';
import {
  RangeNotSatisfiableError,
  type RequestedRange,
  rangeHeaderOf,
  resolveRange,
} from './byte-range.ts';
import { assertStorageKey, contentTypeOf, type FileStore, isStorageKey } from './file-store.ts';
import { probeWrite } from './probe.ts';

export interface S3StoreConfig {
  /** The service's address; AWS S3 itself when absent. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO, most self-hosted). */
  forcePathStyle: boolean;
}

/** Stored names are never reused, so a browser or a proxy may keep a file for a year. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Connections to the service. A download holds one for as long as the browser takes to read
 * it, so the pool is wide (the SDK's default of 50 would let 50 slow readers stall every other
 * call), and a connection that stalls is given up.
 */
const POOL = { maxSockets: 512, keepAlive: true };
const CONNECT_TIMEOUT_MS = 5_000;
/** A connection silent this long (a stalled download, a hung service) is closed. */
const IDLE_TIMEOUT_MS = 30_000;
/** Deletes sent at once. One object per call: DeleteObject needs no checksum, unlike the batch. */
const DELETES_AT_ONCE = 16;

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

/** The HTTP status of a service's refusal (the SDK's errors carry it in `$metadata`). */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

type Sdk = typeof import('@aws-sdk/client-s3');
type Connection = { sdk: Sdk; client: InstanceType<Sdk['S3Client']> };

/** Opens the client with its first call: a server on a local folder never loads the SDK. */
function lazyConnection(config: S3StoreConfig, maxSockets: number): () => Promise<Connection> {
  let connected: Promise<Connection> | undefined;
  return () => {
    connected ??= import('@aws-sdk/client-s3').then((sdk) => {
      const agent = { ...POOL, maxSockets };
      return {
        sdk,
        client: new sdk.S3Client({
          ...(config.endpoint ? { endpoint: config.endpoint } : {}),
          region: config.region,
          forcePathStyle: config.forcePathStyle,
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
          // Checksums only where S3 requires them: several compatible services (R2, older
          // MinIO) refuse the SDK's default trailing checksums.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          requestHandler: {
            connectionTimeout: CONNECT_TIMEOUT_MS,
            requestTimeout: IDLE_TIMEOUT_MS,
            httpAgent: agent,
            httpsAgent: agent,
          },
        }),
      };
    });
    return connected;
  };
}

/**
 * The files in a bucket of S3-compatible object storage (AWS S3, MinIO, Cloudflare R2,
 * DigitalOcean Spaces), shared by every server, through the official AWS SDK. The readiness
 * probe has a connection of its own, so that it never waits behind downloads.
 */
export function s3FileStore(config: S3StoreConfig): FileStore {
  const probeStore = bucketStore(config, lazyConnection(config, 2), () => probeWrite(probeStore));
  return bucketStore(config, lazyConnection(config, POOL.maxSockets), () => probeWrite(probeStore));
}

function bucketStore(
  config: S3StoreConfig,
  connect: () => Promise<Connection>,
  checkWritable: () => Promise<void>,
): FileStore {
  const Bucket = config.bucket;

  async function stat(key: string): Promise<{ size: number; contentType: string } | null> {
    assertStorageKey(key);
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: contentTypeOf(key) };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  const store: FileStore = {
    kind: 's3',

    async put(key, body, contentType) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: STORED_FILE_CACHE_CONTROL,
        }),
      );
    },

    async get(key, asked) {
      assertStorageKey(key);
      let requested: RequestedRange | undefined = asked;
      if (requested && 'suffix' in requested) {
        // Not every S3-compatible service reads `bytes=-N`: ask for the bytes it names instead.
        const found = await stat(key);
        if (!found) return null;
        requested = resolveRange(requested, found.size);
      }
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            ...(requested ? { Range: rangeHeaderOf(requested) } : {}),
          }),
        );
        const body = answer.Body as Readable;
        const contentType = contentTypeOf(key);
        if (!requested) return { body, size: answer.ContentLength ?? 0, contentType };
        const part = answer.ContentRange ? CONTENT_RANGE.exec(answer.ContentRange) : null;
        const [start, end, size] = part ? part.slice(1).map(Number) : [];
        if (start !== undefined && end !== undefined && size !== undefined && end >= start) {
          return { body, size, contentType, range: { start, end } };
        }
        // A range the service would not or could not name (an empty file, an unknown length):
        // the range is refused for an empty file, else the whole file is sent instead.
        body.destroy();
        if ((answer.ContentLength ?? 0) === 0) throw new RangeNotSatisfiableError(0);
        return store.get(key);
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 416) throw new RangeNotSatisfiableError((await stat(key))?.size ?? 0);
        throw error;
      }
    },

    stat,

    async has(key) {
      return (await stat(key)) !== null;
    },

    async remove(keys) {
      keys.forEach(assertStorageKey);
      if (keys.length === 0) return;
      const { sdk, client } = await connect();
      // A missing key is no error: DeleteObject answers 204 for it as for any other.
      for (let at = 0; at < keys.length; at += DELETES_AT_ONCE) {
        await Promise.all(
          keys
            .slice(at, at + DELETES_AT_ONCE)
            .map((Key) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key }))),
        );
      }
    },

    async *list(prefix = '') {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key)) yield object.Key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    checkWritable,
  };
  return store;
}
