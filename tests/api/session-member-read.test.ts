import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema/members.ts';
import { sessions } from '../../src/server/db/schema/sessions.ts';
import { findSession } from '../../src/server/modules/session/repo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { as, COOKIE, signIn, signUp, type Signed } from './account-support.ts';

/**
 * Decision 328: a request reads its session and the member it names in one statement. What the
 * member resolver does with that read must be what it did with two: a deleted member, an expired
 * or signed-out session, and a member changed between requests.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '1000' });
});
afterAll(() => t.close());

const hashOf = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');
const profileOf = (who: Signed) => as(t.server, who)('GET', '/api/account/profile');

async function member(email: string): Promise<{ who: Signed; id: string }> {
  await signUp(t.server, email);
  const who = await signIn(t.server, email);
  const [row] = await t.database.db.select().from(members).where(eq(members.email, email));
  return { who, id: row!.id };
}

describe('session ⋈ member (decision 328)', () => {
  it('reads a member session with its live member, and a guest session with none', async () => {
    const { who, id } = await member('joined@larkspur.example');
    const found = await findSession(t.database.db, hashOf(who.cookie));
    expect(found?.session.memberId).toBe(id);
    expect(found?.member?.id).toBe(id);
    expect(found?.member?.firstName).toBe('Ada');

    const guest = await t.server.inject({ url: '/api/session' });
    const cookie = guest.cookies.find((c) => c.name === COOKIE)!.value;
    const guestRow = await findSession(t.database.db, hashOf(cookie));
    expect(guestRow?.session.memberId).toBeNull();
    expect(guestRow?.member).toBeNull();
    expect(await findSession(t.database.db, hashOf('no-such-cookie'))).toBeNull();
  });

  it('treats a session whose member was deleted as signed out, and ends it', async () => {
    const { who, id } = await member('deleted-meanwhile@larkspur.example');
    expect((await profileOf(who)).statusCode).toBe(200);
    // Deleted by another path (say, another instance) while this session row stays.
    await t.database.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, id));
    const found = await findSession(t.database.db, hashOf(who.cookie));
    expect(found?.session.memberId).toBe(id);
    expect(found?.member).toBeNull();

    const reply = await profileOf(who);
    expect(reply.statusCode).toBe(401);
    expect(reply.cookies.find((c) => c.name === COOKIE)?.value).toBe('');
    expect(await t.database.db.$count(sessions, eq(sessions.idHash, hashOf(who.cookie)))).toBe(0);
  });

  it('refuses an expired session and a signed-out one', async () => {
    const { who } = await member('expired-session@larkspur.example');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashOf(who.cookie)));
    expect((await profileOf(who)).statusCode).toBe(401);
    expect(await t.database.db.$count(sessions, eq(sessions.idHash, hashOf(who.cookie)))).toBe(0);

    const other = await signIn(t.server, 'expired-session@larkspur.example');
    expect((await as(t.server, other)('POST', '/api/account/signout')).statusCode).toBe(200);
    expect((await profileOf(other)).statusCode).toBe(401);
  });

  it('shows each request the member as it is then (nothing kept between requests)', async () => {
    const { who, id } = await member('renamed@larkspur.example');
    expect((await profileOf(who)).json().data.profile.first_name).toBe('Ada');
    await t.database.db.update(members).set({ firstName: 'Grace' }).where(eq(members.id, id));
    expect((await profileOf(who)).json().data.profile.first_name).toBe('Grace');
  });
});
