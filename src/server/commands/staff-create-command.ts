import { emailField } from '../../domain/account/fields.ts';
import { displayNameField, staffRoleField } from '../../domain/staff/contract.ts';
import { createPasswordHasher } from '../modules/account/index.ts';
import { createFirstStaff } from '../modules/staff/index.ts';
import { withServerDatabase, type OperatorCommand } from '../operator-command.ts';

const USAGE = `Usage: npm run staff:create -- --email <e-mail> --role admin|manager|lead|staff [--name <display name>] [--location <id or menu id> …] [--password-stdin]

Creates a staff account in the database the server uses (DATABASE_URL, else
the PGlite folder DATA_DIR; stop a PGlite server first: one process owns that folder). Prints a
one-time password, or takes one from standard input with --password-stdin; either way it must be
changed at first sign-in. There is never a default password.`;

const options = {
  email: { type: 'string' },
  role: { type: 'string' },
  name: { type: 'string' },
  location: { type: 'string', multiple: true },
  'password-stdin': { type: 'boolean' },
} as const;

/** `npm run staff:create` (src/server/staff-create.ts): the first admin, or any staff account. */
export const staffCreateCommand: OperatorCommand<typeof options> = {
  name: 'staff:create',
  usage: USAGE,
  options,
  async run(parsed, io, fail) {
    const email = emailField.safeParse(parsed.email ?? '');
    if (!email.success) return fail(`--email: ${email.error.issues[0]?.message ?? 'invalid'}`);
    const role = staffRoleField.safeParse(parsed.role);
    if (!role.success) return fail('--role must be admin, manager, lead or staff');
    const name = displayNameField.safeParse(parsed.name ?? email.data.split('@')[0]);
    if (!name.success) return fail(`--name: ${name.error.issues[0]?.message ?? 'invalid'}`);
    // Only the first line of standard input: `echo pw | …` and a here-string both work.
    const password = parsed['password-stdin'] ? (await io.readStdin()).split(/\r?\n/)[0] : undefined;
    if (parsed['password-stdin'] && !password) return fail('--password-stdin: standard input held no password');

    await withServerDatabase(io.env, async (database) => {
      const created = await createFirstStaff(database.db, createPasswordHasher(), {
        email: email.data,
        role: role.data,
        displayName: name.data,
        locations: parsed.location ?? [],
        password,
      });
      const where = created.locationIds.length > 0 ? created.locationIds.join(', ') : 'every location';
      io.out(`Created ${created.staff.role} ${created.staff.email} (${where}).\n`);
      if (!password)
        io.out(
          `One-time password: ${created.password}\nIt is shown once and must be changed at first sign-in at /staff/sign-in.\n`,
        );
      else io.out('The password from standard input must be changed at first sign-in at /staff/sign-in.\n');
    });
  },
};
