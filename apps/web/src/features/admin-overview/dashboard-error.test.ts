import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { dashboardErrorKind } from './dashboard-error.ts';

describe('dashboardErrorKind', () => {
  it('tells a missing connection from a failing server from anything else', () => {
    expect(dashboardErrorKind(new ApiError(NETWORK_ERROR_MESSAGE, 0))).toBe('network');
    expect(dashboardErrorKind(new ApiError('Something went wrong', 500, 'INTERNAL'))).toBe(
      'server',
    );
    expect(dashboardErrorKind(new ApiError('Unavailable', 503))).toBe('server');
    expect(dashboardErrorKind(new ApiError('Not found', 404, 'NOT_FOUND'))).toBe('other');
    expect(dashboardErrorKind(new ApiError('Bad answer', 200))).toBe('other');
    expect(dashboardErrorKind(new TypeError('boom'))).toBe('other');
  });
});
