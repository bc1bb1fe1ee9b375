import { type StaffMember, type StaffRole, staffListResponseSchema } from '@shop/shared';
import { z } from 'zod';
import {
  defineSection,
  Pill,
  type SectionColumn,
  StatusBadge,
  shortDate,
  type Tone,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { adminStaff } from '@/i18n/locales/en/admin-staff.ts';

/**
 * GET /api/admin/staff (docs/product-rules.md#staff-and-roles): everyone who has had an account,
 * the active first (a few dozen at most: one page, no filters).
 */
export const staffSection = defineSection({
  words: ['admin-staff', 'staff'],
  nameOf: (member) => member.name,
  total: (response) => response.data.length,
  loadFailed: adminStaff.staff.loadFailed,
  from: ['/admin/staff', z.object({}), staffListResponseSchema],
});

export const ROLE_TONES: Record<StaffRole, Tone> = {
  owner: 'violet',
  manager: 'sky',
  kitchen: 'amber',
  counter: 'teal',
};

/** The staff's columns: name (and "you"), email, role, whether they may sign in, since when. */
export function useStaffColumns(myId: string | undefined): SectionColumn<StaffMember>[] {
  const { t } = useTranslation('admin-staff');
  const { t: shell } = useTranslation('admin');
  return [
    {
      id: 'name',
      card: 'title',
      className: 'font-semibold text-charcoal-900',
      cell: (member) => (
        <span className="flex flex-wrap items-center gap-2">
          {member.name}
          {member.id === myId && (
            <span className="text-xs font-medium text-charcoal-500">{t('staff.you')}</span>
          )}
        </span>
      ),
    },
    { id: 'email', className: 'text-charcoal-700 wrap-anywhere', cell: (member) => member.email },
    {
      id: 'role',
      cell: (member) => (
        <Pill tone={ROLE_TONES[member.role]} data-role={member.role}>
          {shell(`roles.${member.role}`)}
        </Pill>
      ),
    },
    {
      id: 'status',
      cell: (member) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={member.active ? 'active' : 'inactive'} />
          {member.deactivatedAt && (
            <span className="text-xs text-charcoal-500">
              {t('staff.deactivatedOn', { date: shortDate(member.deactivatedAt) })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'added',
      className: 'whitespace-nowrap text-charcoal-600',
      cell: (member) => shortDate(member.createdAt),
    },
  ];
}
