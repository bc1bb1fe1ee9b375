import type { DbOrTx } from '@shop/db';
import type { DashboardOverview } from '@shop/shared';
import { getDashboardStats } from './get-dashboard-stats.ts';

/** The overview screen's figures and when they were counted (its "updated" time). */
export async function getDashboardOverview(db: DbOrTx): Promise<DashboardOverview> {
  const stats = await getDashboardStats(db);
  return { stats, data: stats, generatedAt: new Date().toISOString() };
}
