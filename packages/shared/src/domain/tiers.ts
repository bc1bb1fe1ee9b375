/*
 * The shop reads a customer's spending three ways (check-in, profile, admin). Each reading is kept
 * under its own name and defined only here. Amounts are NRS.
 */

/** Check-in kiosk status, assigned by the server: new 0–99, regular 100–999, vip 1000+. */
export const CHECK_IN_STATUSES = ['new', 'regular', 'vip'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

export function checkInStatusFor(totalSpentNrs: number): CheckInStatus {
  if (totalSpentNrs >= 1000) return 'vip';
  if (totalSpentNrs >= 100) return 'regular';
  return 'new';
}

/** The profile header's VIP level: 10000 or more is VIP, 5 or more Regular, else Inactive. */
export type ProfileVipLevel = 'VIP' | 'Regular' | 'Inactive';

export function profileVipLevelFor(totalSpentNrs: number): ProfileVipLevel {
  if (totalSpentNrs >= 10000) return 'VIP';
  if (totalSpentNrs >= 5) return 'Regular';
  return 'Inactive';
}

/** The admin's customer tier: above 10000 VIP, above 5000 Regular, else Active; Inactive when deactivated. */
export const ADMIN_CUSTOMER_TIERS = ['VIP', 'Regular', 'Active', 'Inactive'] as const;
export type AdminCustomerTier = (typeof ADMIN_CUSTOMER_TIERS)[number];

export function adminCustomerTierFor(totalSpentNrs: number, isActive: boolean): AdminCustomerTier {
  if (!isActive) return 'Inactive';
  if (totalSpentNrs > 10000) return 'VIP';
  if (totalSpentNrs > 5000) return 'Regular';
  return 'Active';
}
