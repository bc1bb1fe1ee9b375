import {
  createStaffRequestSchema,
  STAFF_NAME_MAX_LENGTH,
  STAFF_ROLES,
  type StaffMember,
  staffEditFormSchema,
  staffSavedResponseSchema,
} from '@shop/shared';
import { Save, UserPlus } from 'lucide-react';
import {
  FormDialog,
  type SectionFormProps,
  useSectionForm,
} from '@/features/admin-common/index.ts';
import { useAdminSession } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { staffSection } from '../staff-section.tsx';

/** A staff member as the form's fields hold them; empty to add one. */
function staffFormValues(member: StaffMember | null) {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    role: member?.role ?? 'kitchen',
    active: member?.active ?? true,
    password: '',
  };
}

type StaffFormValues = ReturnType<typeof staffFormValues>;
type StaffFormOutput = { name: string; role: string; password: string; active?: boolean };

/**
 * Add a staff member (name, email, a first password, role), or change one: name, role, whether
 * they may sign in, and a new password when one is typed (docs/product-rules.md#staff-and-roles).
 * Checked with the shared schemas the server uses; the email cannot change. Your own role and
 * access are not offered: the server refuses changing them.
 */
export function StaffFormDialog({ record: member, onClose }: SectionFormProps<StaffMember>) {
  const { t } = useTranslation('admin-staff');
  const { t: shell } = useTranslation('admin');
  const myId = useAdminSession().admin?.id;
  const editing = member !== null;
  const yourself = editing && member.id === myId;
  const form = useSectionForm<StaffMember, StaffFormValues, StaffFormOutput, unknown>(
    staffSection,
    {
      schema: editing ? staffEditFormSchema : createStaffRequestSchema,
      record: member,
      valuesOf: staffFormValues,
      save: ['/admin/staff', staffSavedResponseSchema],
      // An edit sends a password only when one was typed, and never your own role, access or
      // password (your own is changed from the account menu, with the current one).
      body: (data) =>
        editing
          ? {
              name: data.name,
              ...(yourself ? {} : { role: data.role, active: data.active }),
              ...(data.password && !yourself ? { password: data.password } : {}),
            }
          : data,
      onClose,
    },
  );
  const roles = STAFF_ROLES.map((role) => [role, shell(`roles.${role}`)] as const);
  return (
    <FormDialog form={form} submitIcon={editing ? Save : UserPlus}>
      {form.draw({ name: { maxLength: STAFF_NAME_MAX_LENGTH, autoComplete: 'off' } })}
      {editing ? (
        <p className="text-sm text-charcoal-600">
          {t('staff.form.emailFixed', { email: member.email })}
        </p>
      ) : (
        form.draw({ email: { type: 'email', autoComplete: 'off' } })
      )}
      {!yourself && form.draw({ role: { kind: 'select', choices: roles } })}
      {!yourself &&
        form.draw({
          password: {
            type: 'password',
            autoComplete: 'new-password',
            ...(editing ? { hint: t('staff.form.passwordKeep') } : {}),
          },
        })}
      {editing && !yourself && form.draw({ active: { kind: 'check' } })}
    </FormDialog>
  );
}
