import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { locations } from '../../src/server/db/schema/locations.ts';
import { createPasswordHasher } from '../../src/server/modules/account/index.ts';
import { createFirstStaff } from '../../src/server/modules/staff/index.ts';
import type { StaffRole } from '../../src/domain/staff/roles.ts';

/** Shared helpers of the staff API tests (issue 16). */
export const STAFF_COOKIE = 'larkspur_staff';
export const STAFF_PASSWORD = 'rye-starter-at-dawn-7';

export interface StaffSigned {
  cookie: string;
  csrf: string;
}

export async function twoLocationIds(database: Database): Promise<[string, string]> {
  const rows = await database.db.select({ id: locations.id }).from(locations).orderBy(locations.id).limit(2);
  expect(rows).toHaveLength(2);
  return [rows[0]!.id, rows[1]!.id];
}

/** A staff account made the way the command makes it (one-time password, must change it). */
export async function createStaff(
  database: Database,
  email: string,
  role: StaffRole,
  locationIds: string[] = [],
  password = `${STAFF_PASSWORD}-first`,
) {
  await createFirstStaff(database.db, createPasswordHasher(), {
    email,
    role,
    displayName: email.split('@')[0]!,
    locations: locationIds,
    password,
  });
  return password;
}

export function staffSessionOf(reply: LightMyRequestResponse): StaffSigned {
  expect(reply.statusCode, reply.body).toBe(200);
  const cookie = reply.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
  expect(cookie).toBeTruthy();
  return { cookie: cookie!, csrf: reply.json().data.csrf_token as string };
}

export async function staffSignIn(server: FastifyInstance, email: string, password: string): Promise<StaffSigned> {
  return staffSessionOf(
    await server.inject({ method: 'POST', url: '/api/staff/session', payload: { email, password } }),
  );
}

/** An injected request carrying the staff cookie and CSRF token. */
export function asStaff(server: FastifyInstance, who: StaffSigned) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.inject({
      method,
      url,
      cookies: { [STAFF_COOKIE]: who.cookie },
      headers: { 'x-csrf-token': who.csrf },
      ...(payload ? { payload } : {}),
    });
}

/** Signs in with the one-time password and chooses STAFF_PASSWORD, as the first sign-in must. */
export async function staffReady(
  server: FastifyInstance,
  database: Database,
  email: string,
  role: StaffRole,
  locationIds: string[] = [],
): Promise<StaffSigned> {
  const first = await createStaff(database, email, role, locationIds);
  const signed = await staffSignIn(server, email, first);
  const changed = await asStaff(server, signed)('POST', '/api/staff/password', {
    current_password: first,
    new_password: STAFF_PASSWORD,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return signed;
}
