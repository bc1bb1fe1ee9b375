import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** The subset of a zod schema the storage needs (see api-client.ts). */
interface StateSchema<S> {
  safeParse(data: unknown): { success: true; data: S } | { success: false };
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Some privacy modes throw on access: the shop still works, it just forgets.
    return undefined;
  }
}

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A value kept for this tab only (sessionStorage); what is not JSON or not `schema` is null. */
export function readTabValue<S>(name: string, schema: StateSchema<S>): S | null {
  const raw = tabStorage()?.getItem(name);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: forgotten below.
  }
  tabStorage()?.removeItem(name);
  return null;
}

export function writeTabValue(name: string, value: unknown): void {
  try {
    tabStorage()?.setItem(name, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the value lives as long as the page.
  }
}

export function removeTabValue(name: string): void {
  tabStorage()?.removeItem(name);
}

function isEnvelope(value: unknown): value is { state: unknown; version?: unknown } {
  return typeof value === 'object' && value !== null && 'state' in value;
}

/**
 * localStorage for zustand's persist middleware that trusts nothing it reads back: saved data
 * that is not JSON or does not match the schema is deleted and the store starts empty.
 */
export function createValidatedStorage<S>(schema: StateSchema<S>): PersistStorage<S> {
  return {
    getItem(name) {
      const storage = browserStorage();
      const raw = storage?.getItem(name);
      if (raw === null || raw === undefined) return null;
      try {
        const saved: unknown = JSON.parse(raw);
        if (!isEnvelope(saved)) throw new Error('not a saved state');
        const state = schema.safeParse(saved.state);
        if (!state.success) throw new Error('saved state does not match');
        const version = typeof saved.version === 'number' ? saved.version : 0;
        return { state: state.data, version } satisfies StorageValue<S>;
      } catch {
        storage?.removeItem(name);
        return null;
      }
    },
    setItem(name, value) {
      try {
        browserStorage()?.setItem(name, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled: keep the in-memory state.
      }
    },
    removeItem(name) {
      browserStorage()?.removeItem(name);
    },
  };
}

/**
 * Reloads a persisted store when another tab of the shop changes its saved copy, so two open
 * tabs never overwrite each other's cart. Returns the clean-up function.
 */
export function followOtherTabs(name: string, rehydrate: () => unknown): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === name || event.key === null) void rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
