import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Contact, feedback and newsletter posts allowed per client IP and minute, per form. */
export const DEFAULT_FORM_POSTS_PER_MINUTE = 10;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  UPLOADS_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().url().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  FORM_POSTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(DEFAULT_FORM_POSTS_PER_MINUTE),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  uploadsDir: string;
  webDistDir: string;
  logLevel: string;
  smtpUrl: string | undefined;
  trustProxy: boolean;
  /** Contact, feedback and newsletter posts allowed per client IP and minute, per form. */
  formPostsPerMinute: number;
}

/**
 * `NODE_ENV=` in a shell or a service file sets the variable to the empty string; people mean
 * "not set" by it, so empty (or blank) values are dropped before validation and get defaults.
 */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/** The one place that reads process.env. Throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    trustProxy: e.TRUST_PROXY,
    formPostsPerMinute: e.FORM_POSTS_PER_MINUTE,
  };
}
