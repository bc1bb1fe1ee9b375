import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPublishedPassword, PAYMENT_FIRST_CHECK_MINUTES, passwordProblem } from '@shop/shared';
import { type StorageConfig, storageConfigFromEnv } from '@shop/storage';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const DEFAULT_DATA_DIR = path.join(repoRoot, 'data');

/** Posts per client IP and minute to each public form (contact, newsletter, accounts…). */
export const DEFAULT_FORM_POSTS_PER_MINUTE = 10;

const httpUrl = (name: string) =>
  z
    .string()
    .regex(/^https?:\/\//, `${name} must be an http:// or https:// URL`)
    .pipe(z.url());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Prometheus metrics on their own listener, never on PORT; unset: no metrics listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  UPLOADS_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Burger House <no-reply@burgerhouse.com.np>'),
  /** Where visitors reach the shop: the origin of the links in emails. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\//, 'PUBLIC_URL must be an http:// or https:// URL')
    .pipe(z.url())
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .refine((password) => passwordProblem(password) === null, {
      error: (issue) => passwordProblem(String(issue.input)) ?? 'ADMIN_PASSWORD is too weak',
    })
    // The demo's password is in the README: an admin created with it would be open to anyone.
    .refine((password) => !isPublishedPassword(password), {
      error: 'ADMIN_PASSWORD is the published demo password: choose another one',
    })
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Wallets (docs/product-rules.md#wallet-payments): each is offered only when configured.
  ESEWA_PRODUCT_CODE: z.string().optional(),
  ESEWA_SECRET_KEY: z.string().optional(),
  ESEWA_FORM_URL: httpUrl('ESEWA_FORM_URL').optional(),
  ESEWA_STATUS_URL: httpUrl('ESEWA_STATUS_URL').optional(),
  KHALTI_SECRET_KEY: z.string().optional(),
  KHALTI_BASE_URL: httpUrl('KHALTI_BASE_URL').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  PAYMENT_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PAYMENT_FIRST_CHECK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(PAYMENT_FIRST_CHECK_MINUTES * 60),
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
  /** Uploaded files: the folder UPLOADS_DIR ($DATA_DIR/uploads), or S3-compatible storage (S3_*). */
  storage: StorageConfig;
  /** The folder of the local store, and what `npm run storage:migrate` copies into a bucket. */
  uploadsDir: string;
  webDistDir: string;
  logLevel: string;
  smtpUrl: string | undefined;
  /** The sender of the shop's mail. */
  mailFrom: string;
  /** Mail that no SMTP server takes is written here as .eml files ($DATA_DIR/outbox). */
  outboxDir: string;
  /** The shop's origin without a trailing slash, e.g. https://burgerhouse.com.np. */
  publicUrl: string;
  /** The admin created at start-up when it does not exist (docs/product-rules.md#default-admin). */
  initialAdmin: { email: string; password: string } | undefined;
  trustProxy: boolean;
  /** Posts per client IP and minute to each public form (contact, newsletter, accounts…). */
  formPostsPerMinute: number;
  wallets: WalletConfig;
  /** How long a shutdown (SIGTERM, SIGINT) may take before the process exits 1 anyway. */
  shutdownTimeoutMs: number;
  /** How often the payments due a check are looked for, and when a new one is first asked about. */
  paymentChecks: { intervalMs: number; firstCheckMs: number };
  /** Where GET /metrics is served (Prometheus text format); undefined: nowhere. */
  metrics: { host: string; port: number } | undefined;
}

/** The wallets the shop is set up for; a wallet left out is not offered at checkout. */
export interface WalletConfig {
  esewa?: { productCode: string; secretKey: string; formUrl: string; statusUrl: string };
  khalti?: { secretKey: string; baseUrl: string };
}

type Env = z.output<typeof envSchema>;

const ESEWA_VARIABLES = [
  'ESEWA_PRODUCT_CODE',
  'ESEWA_SECRET_KEY',
  'ESEWA_FORM_URL',
  'ESEWA_STATUS_URL',
] as const;
const KHALTI_VARIABLES = ['KHALTI_SECRET_KEY', 'KHALTI_BASE_URL'] as const;

/** A wallet's variables are all set, or none: half a wallet is a mistake worth stopping for. */
function walletConfig(e: Env): WalletConfig {
  const problems: string[] = [];
  for (const variables of [ESEWA_VARIABLES, KHALTI_VARIABLES]) {
    const missing = variables.filter((name) => !e[name]);
    if (missing.length > 0 && missing.length < variables.length) {
      problems.push(
        `${missing.join(', ')} must be set with ${variables.filter((name) => e[name]).join(', ')}`,
      );
    }
  }
  if (e.NODE_ENV === 'production') {
    // The Khalti key travels in a header, and the customer's payment is at stake: TLS only.
    for (const name of ['ESEWA_FORM_URL', 'ESEWA_STATUS_URL', 'KHALTI_BASE_URL'] as const) {
      if (e[name]?.startsWith('http://'))
        problems.push(`${name} must be an https:// URL in production`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const wallets: WalletConfig = {};
  if (e.ESEWA_PRODUCT_CODE && e.ESEWA_SECRET_KEY && e.ESEWA_FORM_URL && e.ESEWA_STATUS_URL) {
    wallets.esewa = {
      productCode: e.ESEWA_PRODUCT_CODE,
      secretKey: e.ESEWA_SECRET_KEY,
      formUrl: e.ESEWA_FORM_URL,
      statusUrl: e.ESEWA_STATUS_URL,
    };
  }
  if (e.KHALTI_SECRET_KEY && e.KHALTI_BASE_URL) {
    wallets.khalti = {
      secretKey: e.KHALTI_SECRET_KEY,
      baseUrl: e.KHALTI_BASE_URL.replace(/\/+$/, ''),
    };
  }
  return wallets;
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
  const set = withoutEmptyValues(env);
  const parsed = envSchema.safeParse(set);
  const problems = parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
  const dataDir = path.resolve(set.DATA_DIR ?? DEFAULT_DATA_DIR);
  const uploadsDir = path.resolve(set.UPLOADS_DIR ?? path.join(dataDir, 'uploads'));
  const storage = storageConfigFromEnv(set, uploadsDir);
  problems.push(...storage.problems);
  if (!parsed.success || !storage.config) {
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error(
      'Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together, or neither',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    storage: storage.config,
    uploadsDir,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    initialAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    formPostsPerMinute: e.FORM_POSTS_PER_MINUTE,
    wallets: walletConfig(e),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    paymentChecks: {
      intervalMs: e.PAYMENT_CHECK_SECONDS * 1000,
      firstCheckMs: e.PAYMENT_FIRST_CHECK_SECONDS * 1000,
    },
    metrics:
      e.METRICS_PORT === undefined ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT },
  };
}
