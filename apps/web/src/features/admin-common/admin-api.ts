import { withAdminToken } from '@/features/admin-session/index.ts';
import {
  apiDelete,
  apiGet,
  apiGetBlob,
  apiPatch,
  apiPost,
  apiPut,
  apiUrl,
  type RequestOptions,
} from '@/lib/api-client.ts';

/** The subset of a zod schema the client needs (see lib/api-client.ts). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

type Query = Parameters<typeof apiUrl>[1];
type AdminOptions = Omit<RequestOptions, 'token'>;

/**
 * The back office's calls: each carries the staff token (never the customer's), and a 401
 * forgets the staff session, after which the admin layout sends the browser to /admin/login.
 * Paths are below /api, as in apiUrl: `adminApi.get('/admin/customers', schema, { page: 1 })`.
 */
export const adminApi = {
  get<T>(path: string, schema: ResponseSchema<T>, query?: Query, options: AdminOptions = {}) {
    return withAdminToken((token) => apiGet(apiUrl(path, query), schema, { ...options, token }));
  },
  /** A file the API serves only to staff (a feedback photo). */
  blob(path: string, options: AdminOptions = {}) {
    return withAdminToken((token) => apiGetBlob(apiUrl(path), { ...options, token }));
  },
  post<T>(path: string, body: unknown, schema: ResponseSchema<T>, options: AdminOptions = {}) {
    return withAdminToken((token) => apiPost(apiUrl(path), body, schema, { ...options, token }));
  },
  put<T>(path: string, body: unknown, schema: ResponseSchema<T>, options: AdminOptions = {}) {
    return withAdminToken((token) => apiPut(apiUrl(path), body, schema, { ...options, token }));
  },
  patch<T>(path: string, body: unknown, schema: ResponseSchema<T>, options: AdminOptions = {}) {
    return withAdminToken((token) => apiPatch(apiUrl(path), body, schema, { ...options, token }));
  },
  delete<T>(path: string, schema: ResponseSchema<T>, options: AdminOptions = {}) {
    return withAdminToken((token) => apiDelete(apiUrl(path), schema, { ...options, token }));
  },
};

/**
 * Every back-office query key starts with 'admin', so signing out can drop them all at once.
 * The sidebar badges read `adminQueryKeys.stats`: a section that changes what a badge counts
 * (a new meal, a read message) invalidates it after its own list.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'dashboard', 'stats'] as const,
  section: (name: string) => ['admin', name] as const,
};
