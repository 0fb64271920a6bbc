import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import { CSRF_HEADER, isStateChangingMethod } from '../../../domain/session.ts';
import {
  auditReply,
  createStaffReply,
  passwordResetReply,
  staffMemberReply,
  staffMembersReply,
  staffMessageReply,
  staffSessionReply,
  type CreateStaffRequest,
  type StaffPasswordRequest,
  type StaffSignInRequest,
  type UpdateStaffRequest,
} from '../../../domain/staff/contract.ts';
import {
  staffSetupStatusReply,
  type StaffForgotPasswordRequest,
  type StaffResetPasswordRequest,
  type StaffSetupRequest,
} from '../../../domain/staff/access-links-contract.ts';

/**
 * The staff pages' HTTP client. Separate from lib/api-client.ts on
 * purpose: that one sends the member session's CSRF token; staff calls carry the staff
 * session's, kept here and refreshed from every session reply.
 */
let staffCsrf: string | null = null;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function staffRequest<T extends z.ZodType>(
  path: string,
  reply: T,
  init: { method?: Method; body?: unknown; headers?: Record<string, string> } = {},
): Promise<z.infer<T>> {
  const method = init.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(`/api/staff/${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        // A FormData body (a photo upload) sets its own multipart type and boundary.
        ...(init.body === undefined || init.body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...(staffCsrf && isStateChangingMethod(method) ? { [CSRF_HEADER]: staffCsrf } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? null : init.body instanceof FormData ? init.body : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new AppError('UNAVAILABLE', 'We could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw AppError.from(body, response.status);
  const parsed = reply.safeParse(body);
  if (!parsed.success) throw new AppError('INTERNAL', 'The server sent a reply we did not understand.');
  return parsed.data;
}

const remember = <R extends { data: { csrf_token: string } }>(reply: R): R => {
  staffCsrf = reply.data.csrf_token;
  return reply;
};

export const getStaffSession = async () => remember(await staffRequest('session', staffSessionReply));
export const staffSignIn = async (body: StaffSignInRequest) =>
  remember(await staffRequest('session', staffSessionReply, { method: 'POST', body }));
export const staffSignOut = () => staffRequest('session', staffMessageReply, { method: 'DELETE' });
export const changeStaffPassword = (body: StaffPasswordRequest) =>
  staffRequest('password', staffMessageReply, { method: 'POST', body });
export const listStaffMembers = () => staffRequest('members', staffMembersReply);
export const addStaffMember = (body: CreateStaffRequest) =>
  staffRequest('members', createStaffReply, { method: 'POST', body });
export const updateStaffMember = (id: string, body: UpdateStaffRequest) =>
  staffRequest(`members/${encodeURIComponent(id)}`, staffMemberReply, { method: 'PATCH', body });
export const resetStaffPassword = (id: string) =>
  staffRequest(`members/${encodeURIComponent(id)}/password-reset`, passwordResetReply, { method: 'POST' });
/** One page of the audit log; empty filters are left out of the query. */
export const getAuditPage = (filter: { page: number; location_id?: string; staff_id?: string; action?: string }) => {
  const params = new URLSearchParams({ page: String(filter.page) });
  for (const key of ['location_id', 'staff_id', 'action'] as const) if (filter[key]) params.set(key, filter[key]);
  return staffRequest(`audit?${params.toString()}`, auditReply);
};

/** Forgot password and the first-admin setup: no staff session needed. */
export const staffForgotPassword = (body: StaffForgotPasswordRequest) =>
  staffRequest('forgot-password', staffMessageReply, { method: 'POST', body });
export const staffResetPassword = (body: StaffResetPasswordRequest) =>
  staffRequest('reset-password', staffMessageReply, { method: 'POST', body });
export const staffSetupStatus = (token: string) =>
  staffRequest('setup/status', staffSetupStatusReply, { method: 'POST', body: { token } });
export const staffSetUp = (body: StaffSetupRequest) =>
  staffRequest('setup', staffMessageReply, { method: 'POST', body });
