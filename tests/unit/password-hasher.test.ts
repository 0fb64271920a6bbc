import { describe, expect, it, vi } from 'vitest';
import { createPasswordHasher } from '../../src/server/modules/account/password-hasher.ts';

// Unknown e-mails must cost what a wrong password costs (decision 070): the dummy path runs a
// real argon2id verify against a hash made with today's parameters, not a shortcut.
describe('password hasher', () => {
  it('verifies the dummy against a real argon2id hash with the current parameters', async () => {
    const hasher = createPasswordHasher(1);
    const verify = vi.spyOn(hasher, 'verify');
    await hasher.verifyDummy('whatever-they-typed');
    expect(verify).toHaveBeenCalledTimes(1);
    const [dummyHash, password] = verify.mock.calls[0]!;
    expect(password).toBe('whatever-they-typed');
    expect(hasher.needsRehash(dummyHash)).toBe(false);
    expect(await verify.mock.results[0]!.value).toBe(false);
  });

  it('accepts the right password only, and never throws for an unreadable hash', async () => {
    const hasher = createPasswordHasher(1);
    const stored = await hasher.hash('correct horse battery');
    expect(await hasher.verify(stored, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(stored, 'wrong horse battery')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});
