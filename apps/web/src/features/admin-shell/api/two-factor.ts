import {
  successResponseSchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** The signed-in owner's or manager's two-factor sign-in (docs/product-rules.md#two-factor-sign-in). */
const PATH = '/admin/me/two-factor';

export const twoFactorKey = ['admin', 'me', 'two-factor'] as const;

export const getTwoFactorStatus = () => adminApi.get(PATH, twoFactorStatusSchema);
export const startTwoFactorSetup = () => adminApi.post(`${PATH}/setup`, {}, twoFactorSetupSchema);
export const enableTwoFactor = (code: string, password: string) =>
  adminApi.post(`${PATH}/enable`, { code, password }, twoFactorEnabledSchema);
export const disableTwoFactor = (password: string) =>
  adminApi.post(`${PATH}/disable`, { password }, successResponseSchema);
