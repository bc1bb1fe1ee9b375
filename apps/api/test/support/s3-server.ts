import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type S3StoreConfig, s3FileStore } from '@shop/storage';
import S3rver from 's3rver';

/** s3rver's default credentials. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** How a server reaches the bucket, as the S3_* variables would say it. */
  config: S3StoreConfig;
  /** The S3_* variables of that configuration, for a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, on a free port, its objects in a temporary folder) with
 * one empty bucket. The shop's S3 driver talks to it through the AWS SDK as to any other.
 */
export async function startS3Server(bucket = 'shop-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3StoreConfig = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    forcePathStyle: true,
    ...S3RVER_KEYS,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint as string,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export const s3StoreOf = (server: TestS3Server) => s3FileStore(server.config);
