import path from 'node:path';
import { z } from 'zod';
import type { S3StoreConfig } from './s3-store.ts';

/** Where stored files live: a folder of this server, or a bucket that every server shares. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StoreConfig);

/** The variables that choose S3-compatible storage; with none of them set, files stay local. */
export const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const s3EnvSchema = z.object({
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\//, 'S3_ENDPOINT must be an http:// or https:// URL')
    .pipe(z.url())
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

/**
 * The storage the environment asks for: S3 when its variables are set (all of them, or it is a
 * mistake worth stopping for), else the folder `localDir`. Returns the problems instead of a
 * config when the variables are wrong, in the words of the server's other configuration errors.
 */
export function storageConfigFromEnv(
  env: Record<string, string | undefined>,
  localDir: string,
): { config: StorageConfig; problems: [] } | { config?: undefined; problems: string[] } {
  // `S3_ENDPOINT=` in a service file means "not set", as for the server's other variables.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = s3EnvSchema.safeParse(set);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const e = parsed.data;
  const anyS3 =
    S3_VARIABLES.some((name) => e[name]) ||
    e.S3_ENDPOINT !== undefined ||
    e.S3_FORCE_PATH_STYLE !== undefined;
  if (!anyS3) return { config: { kind: 'local', dir: path.resolve(localDir) }, problems: [] };
  const missing = S3_VARIABLES.filter((name) => !e[name]);
  if (missing.length > 0) {
    return {
      problems: [`${missing.join(', ')} must be set to store files in S3-compatible storage`],
    };
  }
  return {
    config: {
      kind: 's3',
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET as string,
      region: e.S3_REGION as string,
      accessKeyId: e.S3_ACCESS_KEY_ID as string,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    },
    problems: [],
  };
}
