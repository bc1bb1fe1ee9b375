import { type StaffMember, staffSavedResponseSchema } from '@shop/shared';
import { UserCheck, UserCog, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  adminApi,
  ConfirmDialog,
  errorWords,
  RowAction,
  SectionPage,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useAdminSession } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { staffSection, useStaffColumns } from '../staff-section.tsx';
import { StaffFormDialog } from './staff-form.tsx';

/**
 * /admin/staff (docs/product-rules.md#staff-and-roles), the owner's: the staff accounts, added,
 * edited, deactivated (asked first: it signs them out at once) and let in again. Nobody is
 * deleted: the activity log keeps naming them.
 */
export function AdminStaffPage() {
  const { t } = useTranslation('admin-staff');
  const myId = useAdminSession().admin?.id;
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const setActive = useSectionMutation(
    staffSection,
    ({ member, active }: { member: StaffMember; active: boolean }) =>
      active
        ? adminApi.put(`/admin/staff/${member.id}`, { active: true }, staffSavedResponseSchema)
        : adminApi.delete(`/admin/staff/${member.id}`, staffSavedResponseSchema),
    { failure: (error) => errorWords(error, t('staff.deactivate.failed')) },
  );
  return (
    <SectionPage
      list={useSectionList(staffSection)}
      icon={UserCog}
      columns={useStaffColumns(myId)}
      cardsBelow="md"
      rowProps={(member) => ({ 'data-staff-id': member.id })}
      form={StaffFormDialog}
      canDelete={() => false}
      rowActions={(member) =>
        member.id !== myId && (
          <RowAction
            label={t(member.active ? 'staff.actions.deactivate' : 'staff.actions.activate', {
              name: member.name,
            })}
            icon={member.active ? UserX : UserCheck}
            onClick={() =>
              member.active ? setDeactivating(member) : setActive.mutate({ member, active: true })
            }
          />
        )
      }
    >
      <ConfirmDialog
        open={deactivating !== null}
        purpose="change"
        title={t('staff.deactivate.title', { name: deactivating?.name ?? '' })}
        confirmLabel={t('staff.deactivate.confirm')}
        busy={setActive.isPending}
        onConfirm={() =>
          deactivating &&
          setActive.mutate(
            { member: deactivating, active: false },
            { onSettled: () => setDeactivating(null) },
          )
        }
        onCancel={() => setDeactivating(null)}
      >
        <p>{t('staff.deactivate.question')}</p>
      </ConfirmDialog>
    </SectionPage>
  );
}
