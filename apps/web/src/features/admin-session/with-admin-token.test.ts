import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { useAdminSessionStore } from './stores/admin-session-store.ts';
import { withAdminToken } from './with-admin-token.ts';

const admin = {
  id: 'a1',
  name: 'Counter Staff',
  email: 'staff@burgerhouse.com.np',
  role: 'counter' as const,
};
const token = 'tok_0123456789abcdefghij';

beforeEach(() => {
  localStorage.clear();
  useAdminSessionStore.getState().signIn({ token, admin });
});

describe('withAdminToken', () => {
  it('hands the call the staff token', async () => {
    await expect(withAdminToken(async (sent) => sent)).resolves.toBe(token);
  });

  it('forgets the staff session when the server refuses it, and rethrows', async () => {
    const refusal = new ApiError('Please sign in', 401, 'UNAUTHORIZED');
    await expect(withAdminToken(() => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(useAdminSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('keeps the session for any other failure', async () => {
    const failure = new ApiError('Customer not found', 404, 'NOT_FOUND');
    await expect(withAdminToken(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(useAdminSessionStore.getState().token).toBe(token);
  });

  it('keeps a newer session that signed in while the refused call was on its way', async () => {
    const newer = 'tok_newer_session_token_000';
    await expect(
      withAdminToken(async () => {
        useAdminSessionStore.getState().signIn({ token: newer, admin });
        throw new ApiError('Please sign in', 401, 'UNAUTHORIZED');
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(useAdminSessionStore.getState().token).toBe(newer);
  });
});
