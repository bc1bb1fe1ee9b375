import path from 'node:path';
import { PUBLISHED_PASSWORDS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_POSTS_PER_MINUTE, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('reads an empty variable as not set and applies its default', () => {
    const config = loadConfig({
      NODE_ENV: '',
      PORT: '',
      HOST: '',
      LOG_LEVEL: '',
      DATABASE_URL: '',
      DATA_DIR: '',
      UPLOADS_DIR: '',
      WEB_DIST_DIR: '',
      SMTP_URL: '',
      TRUST_PROXY: '',
      FORM_POSTS_PER_MINUTE: ' ',
    });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      database: { kind: 'pglite' },
      smtpUrl: undefined,
      trustProxy: false,
      formPostsPerMinute: DEFAULT_FORM_POSTS_PER_MINUTE,
    });
    expect(config.storage.kind === 'local' && path.isAbsolute(config.storage.dir)).toBe(true);
  });

  it('uses the values that are set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db/shop',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      database: { kind: 'postgres', url: 'postgres://shop@db/shop' },
      trustProxy: true,
    });
  });

  it('offers no wallet by default, and each wallet whose variables are all set', () => {
    expect(loadConfig({}).wallets).toEqual({});
    const config = loadConfig({
      KHALTI_SECRET_KEY: 'key',
      KHALTI_BASE_URL: 'https://dev.khalti.com/api/v2/',
      PAYMENT_CHECK_SECONDS: '5',
    });
    expect(config.wallets).toEqual({
      khalti: { secretKey: 'key', baseUrl: 'https://dev.khalti.com/api/v2' },
    });
    expect(config.paymentChecks).toEqual({ intervalMs: 5_000, firstCheckMs: 300_000 });
  });

  it('refuses half a wallet, naming what is missing', () => {
    expect(() =>
      loadConfig({ ESEWA_PRODUCT_CODE: 'EPAYTEST', ESEWA_SECRET_KEY: 'secret' }),
    ).toThrow(
      /ESEWA_FORM_URL, ESEWA_STATUS_URL must be set with ESEWA_PRODUCT_CODE, ESEWA_SECRET_KEY/,
    );
    expect(() => loadConfig({ KHALTI_BASE_URL: 'ftp://khalti' })).toThrow(
      /KHALTI_BASE_URL must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('keeps files in the uploads folder by default, and in a bucket when S3 is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).storage).toEqual({
      kind: 'local',
      dir: path.resolve('/srv/shop/uploads'),
    });
    expect(loadConfig({ UPLOADS_DIR: '/srv/files' }).storage).toEqual({
      kind: 'local',
      dir: path.resolve('/srv/files'),
    });
    const s3 = {
      S3_BUCKET: 'shop-files',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'shop-files',
      region: 'auto',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' }).storage,
    ).toMatchObject({ kind: 's3', endpoint: 'http://minio:9000', forcePathStyle: true });
  });

  it('refuses half an S3 configuration and a bad endpoint, naming them', () => {
    expect(() => loadConfig({ S3_BUCKET: 'shop-files', S3_REGION: 'auto' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set to store files in S3-compatible storage/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000', PORT: 'eighty' })).toThrow(
      /PORT: .*\n {2}S3_ENDPOINT: S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('still refuses a value that is set but wrong, naming every bad variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging', PORT: 'eighty' })).toThrow(
      /Invalid configuration:\n {2}NODE_ENV: .*\n {2}PORT: /,
    );
  });

  it.each(Object.values(PUBLISHED_PASSWORDS))(
    'refuses the published demo password %s as ADMIN_PASSWORD',
    (password) => {
      expect(() =>
        loadConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: password }),
      ).toThrow(/ADMIN_PASSWORD: ADMIN_PASSWORD is the published demo password: choose another/);
    },
  );
});
