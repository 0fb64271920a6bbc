import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import {
  STAFF_NOT_ALLOWED,
  STAFF_PASSWORD_CHANGE_REQUIRED,
  STAFF_SIGN_IN_REQUIRED,
} from '../../../domain/staff/contract.ts';
import { mayRunLocation, roleCan, type StaffPermission } from '../../../domain/staff/roles.ts';
import type { StaffContext } from './staff-session.ts';

/**
 * The gates every staff route passes. Members and guests have
 * no staff session, so they get 401 everywhere; a one-time password must be changed first.
 */
export async function requireStaff(
  request: FastifyRequest,
  o: { allowPasswordChange?: boolean } = {},
): Promise<StaffContext> {
  const context = await request.staffAuth.get();
  if (!context) throw new AppError('UNAUTHORIZED', STAFF_SIGN_IN_REQUIRED);
  if (context.staff.mustChangePassword && !o.allowPasswordChange)
    throw new AppError('PASSWORD_CHANGE_REQUIRED', STAFF_PASSWORD_CHANGE_REQUIRED);
  return context;
}

export async function requirePermission(request: FastifyRequest, permission: StaffPermission): Promise<StaffContext> {
  const context = await requireStaff(request);
  if (!roleCan(context.staff.role, permission)) throw new AppError('FORBIDDEN', STAFF_NOT_ALLOWED);
  return context;
}

/**
 * The one check every location route makes: a location this staff member may not
 * run answers 404, exactly like a location that does not exist, so its existence is not revealed.
 * Whether the location exists at all is the route's own lookup (an admin asking for an unknown
 * id gets that route's 404).
 */
export async function requireLocationAccess(
  request: FastifyRequest,
  locationId: string,
  permission: StaffPermission = 'run-board',
): Promise<StaffContext> {
  const context = await requireStaff(request);
  if (!mayRunLocation(context.staff.role, context.locationIds, locationId))
    throw new AppError('NOT_FOUND', 'No such location.');
  if (!roleCan(context.staff.role, permission)) throw new AppError('FORBIDDEN', STAFF_NOT_ALLOWED);
  return context;
}
