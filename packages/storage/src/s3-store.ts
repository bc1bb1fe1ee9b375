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

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

/** The HTTP status of a service's refusal (the SDK's errors carry it in `$metadata`). */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The files in a bucket of S3-compatible object storage (AWS S3, MinIO, Cloudflare R2,
 * DigitalOcean Spaces), shared by every server, through the official AWS SDK.
 */
export function s3FileStore(config: S3StoreConfig): FileStore {
  // The SDK is loaded with the first call: a server on a local folder never loads it.
  let connected: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const connect = () => {
    connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Checksums only where S3 requires them: several compatible services (R2, older MinIO)
        // refuse the SDK's default trailing checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return connected;
  };
  const Bucket = config.bucket;

  async function sizeOf(key: string): Promise<number | null> {
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
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
        const size = await sizeOf(key);
        if (size === null) return null;
        requested = resolveRange(requested, size);
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
        const range = answer.ContentRange ? CONTENT_RANGE.exec(answer.ContentRange) : null;
        if (requested && range) {
          const [, start, end, size] = range.map(Number) as [number, number, number, number];
          return { body, size, contentType, range: { start, end } };
        }
        return { body, size: answer.ContentLength ?? 0, contentType };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 416) throw new RangeNotSatisfiableError((await sizeOf(key)) ?? 0);
        throw error;
      }
    },

    async has(key) {
      assertStorageKey(key);
      return (await sizeOf(key)) !== null;
    },

    async remove(keys) {
      keys.forEach(assertStorageKey);
      if (keys.length === 0) return;
      const { sdk, client } = await connect();
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const batch = keys.slice(at, at + DELETE_BATCH);
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw new Error(`the bucket kept ${failed.length} file(s): ${failed[0]?.Code}`);
        }
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

    checkWritable: () => probeWrite(store),
  };
  return store;
}
