import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ASHA as asha, TOKEN } from '../test/session-fixtures.ts';
import { useSessionStore } from './session-store.ts';

const session = () => useSessionStore.getState();

/** The store as a fresh page load finds it: the module reads storage when it loads. */
async function reloadPage() {
  vi.resetModules();
  const fresh = await import('./session-store.ts');
  return fresh.useSessionStore.getState();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session().clear();
});

describe('the customer session store', () => {
  it('with Remember me, keeps token and user in localStorage across browser sessions', async () => {
    session().signIn({ token: TOKEN, customer: asha }, true);
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(asha);
    expect(sessionStorage.getItem('token')).toBeNull();

    sessionStorage.clear(); // the browser was closed
    expect(await reloadPage()).toMatchObject({ token: TOKEN, customer: asha, remember: true });
  });

  it('without Remember me, keeps it only for this browser session', async () => {
    session().signIn({ token: TOKEN, customer: asha }, false);
    expect(sessionStorage.getItem('token')).toBe(TOKEN);
    expect(localStorage.getItem('token')).toBeNull();
    expect(await reloadPage()).toMatchObject({ token: TOKEN, remember: false });

    sessionStorage.clear();
    expect(await reloadPage()).toMatchObject({ token: null, customer: null });
  });

  it('a new sign-in replaces a remembered session, and clear forgets both', () => {
    session().signIn({ token: TOKEN, customer: asha }, true);
    session().signIn({ token: `${TOKEN}x`, customer: asha }, false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe(`${TOKEN}x`);

    session().clear();
    expect(session()).toMatchObject({ token: null, customer: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('discards saved data that is not a token and a customer', async () => {
    const broken: Array<[string | null, string | null]> = [
      [TOKEN, '{not json'],
      [TOKEN, JSON.stringify({ ...asha, id: 42 })],
      ['short', JSON.stringify(asha)],
      ['has spaces in it, so not ours', JSON.stringify(asha)],
      [null, JSON.stringify(asha)],
      [TOKEN, null],
    ];
    for (const [token, user] of broken) {
      localStorage.clear();
      if (token !== null) localStorage.setItem('token', token);
      if (user !== null) localStorage.setItem('user', user);
      expect(await reloadPage()).toMatchObject({ token: null, customer: null });
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    }
  });

  it('follows another tab that signed in or out, never deleting what it is still writing', () => {
    localStorage.setItem('token', TOKEN);
    localStorage.setItem('user', JSON.stringify(asha));
    session().reload();
    expect(session()).toMatchObject({ token: TOKEN, customer: asha });

    localStorage.clear();
    session().reload();
    expect(session().token).toBeNull();

    // The other tab has written the customer but not yet the token.
    localStorage.setItem('user', JSON.stringify(asha));
    session().reload();
    expect(session().token).toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
  });
});
