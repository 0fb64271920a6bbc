import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { currentPasswordField, emailField, newPasswordField } from '../account/fields.ts';
import { STAFF_ROLES } from './roles.ts';

/** /api/staff/* contracts. Snake_case on the wire like the rest of the API. */

export const staffRoleField = z.enum(STAFF_ROLES, { error: 'role must be admin, manager, lead or staff' });

export const displayNameField = z
  .string({ error: 'Please enter a name' })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => v.length > 0, { error: 'Please enter a name' })
  .refine((v) => v.length <= 80, { error: 'The name must be at most 80 characters' });

const locationIdField = z
  .string({ error: 'Each location must be a location id' })
  .min(1, { error: 'Each location must be a location id' })
  .max(64, { error: 'A location id is at most 64 characters' });
export const locationIdsField = z
  .array(locationIdField, { error: 'location_ids must be a list of location ids' })
  .max(500, { error: 'At most 500 locations' });

export const staffLocation = z.object({
  id: z.string(),
  menu_id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  /** IANA zone: the store's business days (reports, dates on the board). */
  time_zone: z.string(),
});
export type StaffLocation = z.infer<typeof staffLocation>;

export const staffViewer = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  role: staffRoleField,
  must_change_password: z.boolean(),
});
export type StaffViewer = z.infer<typeof staffViewer>;

/** POST /api/staff/session. */
export const staffSignInRequest = z.strictObject({ email: emailField, password: currentPasswordField });
export type StaffSignInRequest = z.input<typeof staffSignInRequest>;

/** GET and POST /api/staff/session: who is signed in, their locations and the session's CSRF token. */
export const staffSessionReply = okEnvelope(
  z.object({ staff: staffViewer, locations: z.array(staffLocation), csrf_token: z.string() }),
);
export type StaffSessionReply = z.infer<typeof staffSessionReply>;

/** POST /api/staff/password. */
export const staffPasswordRequest = z
  .strictObject({ current_password: currentPasswordField, new_password: newPasswordField })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    error: 'Choose a password different from the current one.',
  });
export type StaffPasswordRequest = z.input<typeof staffPasswordRequest>;

export const staffMessageReply = okEnvelope(z.object({ message: z.string() }));

export const staffLocationsReply = okEnvelope(z.object({ locations: z.array(staffLocation) }));
export const staffLocationParams = z.strictObject({ locationId: locationIdField });
export const staffLocationReply = okEnvelope(z.object({ location: staffLocation }));

export const staffMemberSummary = staffViewer.extend({
  disabled: z.boolean(),
  location_ids: z.array(z.string()),
  created_at: z.string(),
});
export type StaffMemberSummary = z.infer<typeof staffMemberSummary>;

export const staffMembersReply = okEnvelope(z.object({ members: z.array(staffMemberSummary) }));

/** POST /api/staff/members (admin): the new person gets a one-time password, shown once. */
export const createStaffRequest = z.strictObject({
  email: emailField,
  display_name: displayNameField,
  role: staffRoleField,
  location_ids: locationIdsField.default([]),
});
export type CreateStaffRequest = z.input<typeof createStaffRequest>;
export const createStaffReply = okEnvelope(z.object({ member: staffMemberSummary, one_time_password: z.string() }));

/** PATCH /api/staff/members/{id} (admin): any of role, locations, disabled. */
export const updateStaffRequest = z
  .strictObject({
    role: staffRoleField.optional(),
    location_ids: locationIdsField.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.location_ids !== undefined || v.disabled !== undefined, {
    error: 'Send at least one of role, location_ids or disabled.',
  });
export type UpdateStaffRequest = z.input<typeof updateStaffRequest>;
export const staffMemberReply = okEnvelope(z.object({ member: staffMemberSummary }));

/** POST /api/staff/members/{id}/password-reset (admin): a new one-time password, shown once. */
export const passwordResetReply = okEnvelope(z.object({ member: staffMemberSummary, one_time_password: z.string() }));

export const staffIdParams = z.strictObject({ id: z.uuid({ error: 'The staff id must be a UUID' }) });

/** GET /api/staff/audit (admin): newest first, page by page. */
export const AUDIT_PAGE_SIZE = 50;
/** The kinds of action the audit log can be filtered by: the first word of an action. */
export const AUDIT_ACTION_KINDS = [
  'order',
  'location',
  'availability',
  'menu',
  'customer',
  'staff',
  'integration',
] as const;
export const auditQuery = z.strictObject({
  location_id: locationIdField.optional(),
  staff_id: z.uuid({ error: 'staff_id must be a staff id' }).optional(),
  action: z.enum(AUDIT_ACTION_KINDS, { error: `action must be one of ${AUDIT_ACTION_KINDS.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page starts at 1' })
    .max(10_000, { error: 'page is too large' })
    .default(1),
});
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  staff_id: z.string().nullable(),
  staff_email: z.string().nullable(),
  /** The integration key's name when an integration acted. */
  integration: z.string().nullable(),
  action: z.string(),
  /** The entry in plain words, with names and the store's clock. */
  summary: z.string(),
  staff_name: z.string().nullable(),
  location_id: z.string().nullable(),
  location_name: z.string().nullable(),
  /** The store's zone, in which the entry's time reads. */
  time_zone: z.string().nullable(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditReply = okEnvelope(
  z.object({ entries: z.array(auditEntry), page: z.number(), has_more: z.boolean() }),
);
export type AuditReply = z.infer<typeof auditReply>;

export const STAFF_SIGN_IN_REQUIRED = 'Please sign in as staff to continue.';
export const STAFF_PASSWORD_CHANGE_REQUIRED = 'Please choose a new password before you continue.';
export const STAFF_NOT_ALLOWED = 'Your role does not allow this.';
