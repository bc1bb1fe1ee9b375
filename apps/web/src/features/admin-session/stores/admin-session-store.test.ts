import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY, readAdminSession } from './admin-session-storage.ts';
import { useAdminSessionStore } from './admin-session-store.ts';

const admin = {
  id: 'a1',
  name: 'Counter Staff',
  email: 'staff@burgerhouse.com.np',
  role: 'counter' as const,
};
const token = 'tok_0123456789abcdefghij';

beforeEach(() => {
  localStorage.clear();
  useAdminSessionStore.getState().clear();
});

describe('the staff session in the browser', () => {
  it('keeps a sign-in as adminToken and adminUser in localStorage, and forgets it', () => {
    useAdminSessionStore.getState().signIn({ token, admin });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(token);
    expect(JSON.parse(localStorage.getItem(ADMIN_USER_KEY) ?? 'null')).toEqual(admin);
    expect(readAdminSession({ repair: true })).toEqual({ token, admin });

    useAdminSessionStore.getState().clear();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
    expect(useAdminSessionStore.getState()).toMatchObject({ token: null, admin: null });
  });

  it.each([
    ['a token with spaces', 'not a token at all', JSON.stringify(admin)],
    ['a user that is not JSON', token, '{admin'],
    ['a user that is no admin', token, JSON.stringify({ id: 1 })],
    ['a user without a token', null, JSON.stringify(admin)],
  ])('discards %s', (_case, savedToken, savedUser) => {
    if (savedToken !== null) localStorage.setItem(ADMIN_TOKEN_KEY, savedToken);
    localStorage.setItem(ADMIN_USER_KEY, savedUser);
    expect(readAdminSession({ repair: true })).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
  });

  it('follows another tab without deleting a half-written session', () => {
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(admin));
    useAdminSessionStore.getState().reload();
    expect(localStorage.getItem(ADMIN_USER_KEY)).not.toBeNull();
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
    useAdminSessionStore.getState().reload();
    expect(useAdminSessionStore.getState()).toMatchObject({ token, admin });
  });
});
