import type { StorageConfig } from './config.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-store.ts';
import { s3FileStore } from './s3-store.ts';

export * from './byte-range.ts';
export * from './config.ts';
export * from './copy-files.ts';
export * from './file-store.ts';
export { localFileStore } from './local-store.ts';
export { PROBE_FOLDER } from './probe.ts';
export { type S3StoreConfig, STORED_FILE_CACHE_CONTROL, s3FileStore } from './s3-store.ts';

/** The store the configuration names. */
export function createFileStore(config: StorageConfig): FileStore {
  return config.kind === 's3' ? s3FileStore(config) : localFileStore(config.dir);
}

/** Where the store keeps files, for a log line: never a secret. */
export function describeStorage(config: StorageConfig): string {
  if (config.kind === 'local') return `the folder ${config.dir}`;
  return `the bucket ${config.bucket} at ${config.endpoint ?? `AWS S3 (${config.region})`}`;
}
