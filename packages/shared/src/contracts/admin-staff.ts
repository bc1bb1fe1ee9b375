import { z } from 'zod';
import { isPublishedPassword } from '../domain/published-passwords.ts';
import { STAFF_ROLES } from '../domain/staff-roles.ts';
import { ACCOUNT_MESSAGES } from '../messages/accounts.ts';
import { newPasswordField } from './accounts.ts';
import { emailField, requiredText } from './fields.ts';

/*
 * The owner's staff accounts (docs/product-rules.md#staff-and-roles): GET/POST /api/admin/staff,
 * PUT/DELETE /api/admin/staff/{id}. Staff sign in at POST /api/admin/login.
 */

export const STAFF_NAME_MAX_LENGTH = 100;

export const STAFF_MESSAGES = {
  nameRequired: 'Name is required',
  nameLong: `Name must be at most ${STAFF_NAME_MAX_LENGTH} characters`,
  emailRequired: ACCOUNT_MESSAGES.emailRequired,
  emailInvalid: ACCOUNT_MESSAGES.loginEmailInvalid,
  emailTaken: 'A staff account with this email already exists',
  roleInvalid: `Role must be one of ${STAFF_ROLES.join(', ')}`,
  activeInvalid: 'active must be true or false',
  passwordPublished:
    'This password is published with the demo accounts, so anyone could sign in with it. Please choose another.',
  nothingToChange: 'Send at least one of name, role, active or password',
  notFound: 'Staff member not found',
  ownPassword: 'Change your own password from your account menu, with your current password.',
  notYourself: 'You cannot deactivate your own account or change your own role',
  lastOwner: 'The shop needs an active owner: make another staff member owner first',
  created: 'Staff member added',
  updated: 'Staff member saved',
  deactivated: 'Staff member deactivated: their sessions have ended',
  // The guard's answers.
  deactivatedSignIn:
    'This staff account has been deactivated. Ask the owner if you should have access again.',
  roleRefused: 'Your role does not allow this. Ask the owner if you need it.',
  statusRefused: 'Your role may not set this order status.',
} as const;

const m = STAFF_MESSAGES;

const nameField = requiredText({
  required: m.nameRequired,
  max: { length: STAFF_NAME_MAX_LENGTH, message: m.nameLong },
});
const roleField = z.enum(STAFF_ROLES, { error: m.roleInvalid });
/** The registration rules, and never a password published with the demo accounts. */
const staffPasswordField = newPasswordField.refine((p) => !isPublishedPassword(p), {
  error: m.passwordPublished,
});

export const staffMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    active: z.boolean(),
    deactivatedAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z
  .object({
    data: z.array(staffMemberSchema).meta({ description: 'Active first, then by name' }),
  })
  .meta({ id: 'StaffList' });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const staffSavedResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), data: staffMemberSchema })
  .meta({ id: 'StaffSaved' });
export type StaffSavedResponse = z.infer<typeof staffSavedResponseSchema>;

/** POST /api/admin/staff. */
export const createStaffRequestSchema = z
  .object({
    name: nameField,
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    password: staffPasswordField,
    role: roleField,
  })
  .meta({ id: 'CreateStaffRequest' });
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;

/** PUT /api/admin/staff/{id}: what changes; a password given becomes their new one. */
export const updateStaffRequestSchema = z
  .object({
    name: nameField.optional(),
    role: roleField.optional(),
    active: z.boolean({ error: m.activeInvalid }).optional(),
    password: staffPasswordField.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: m.nothingToChange,
  })
  .meta({ id: 'UpdateStaffRequest' });
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;

/** Any text: an id that is not a UUID names no staff member (404). */
export const staffParamsSchema = z.object({
  id: z.string().meta({ description: 'The staff member’s id (a UUID)' }),
});

/**
 * The back office's edit form: the same fields as PUT, all shown; a password left empty stays
 * as it is (the form sends none).
 */
export const staffEditFormSchema = z.object({
  name: nameField,
  role: roleField,
  active: z.boolean({ error: m.activeInvalid }),
  password: z.union([z.literal(''), staffPasswordField]),
});
export type StaffEditFormValues = z.input<typeof staffEditFormSchema>;
