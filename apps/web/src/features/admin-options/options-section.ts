import { adminOptionGroupListSchema, adminOptionGroupSchema } from '@shop/shared';
import { z } from 'zod';
import { defineSection } from '@/features/admin-common/index.ts';
import { adminMenu } from '@/i18n/locales/en/admin-menu.ts';

/**
 * GET /api/admin/option-groups: every option group by name (a few dozen: one page, no filters),
 * docs/product-rules.md#meal-options. The shop's menu carries the groups, but the server clears
 * its cache on every change and the shop reads it afresh.
 */
export const optionsSection = defineSection({
  words: ['admin-menu', 'options'],
  nameOf: (group) => group.name,
  total: (response) => response.data.length,
  deletePath: (group) => `/admin/option-groups/${group.id}`,
  deleteNote: ({ meals }) => meals.length > 0 && { count: meals.length },
  loadFailed: adminMenu.options.loadFailed,
  from: ['/admin/option-groups', z.object({}), adminOptionGroupListSchema],
});

/** A 409 of a stale save carries the group as it is now (`details.group`). */
export const changedGroup = (details: unknown) =>
  z.object({ group: adminOptionGroupSchema }).safeParse(details).data?.group;
