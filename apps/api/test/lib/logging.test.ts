import { openCopy } from '@shop/db/testing';
import { localFileStore } from '@shop/storage';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loggerOptions, redactSecrets } from '../../src/lib/logging.ts';

describe('the access log', () => {
  it('never holds the token of a password-reset link', async () => {
    const lines: string[] = [];
    const database = await openCopy(inject('template'));
    const app = await buildApp({
      files: localFileStore(inject('uploadsDir')),
      config: { webDistDir: '/nonexistent', trustProxy: false },
      database,
      logger: loggerOptions('info', { write: (line) => lines.push(line) }),
    });
    try {
      const token = 'aSecretResetToken0123456789abcdefghijklmnopq';
      await app.inject({
        method: 'POST',
        url: `/api/customers/reset-password/${token}`,
        payload: { password: 'NewPassw0rd', confirm_password: 'NewPassw0rd' },
      });
      await app.inject({ method: 'GET', url: `/reset-password/${token}?from=mail` });
      const log = lines.join('');
      expect(log).toContain('/api/customers/reset-password/[redacted]');
      expect(log).toContain('/reset-password/[redacted]?from=mail');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('keeps every other path as it is', () => {
    expect(redactSecrets('/api/meals?search=momo')).toBe('/api/meals?search=momo');
  });
});
