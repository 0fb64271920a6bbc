import autocannon from 'autocannon';
import { createPasswordHasher, ARGON2_PARAMS } from '../../src/server/modules/account/password-hasher.ts';
import { measure, type LoadResult } from '../lib/load.ts';

/**
 * Sign-in rows for `npm run bench` (issue 7): argon2id hash time with the chosen parameters
 * (must stay ≥ 50 ms here), sign-in requests/s, and whether the server stays responsive while
 * hashing — menu p99 alone vs. during a sign-in burst (the hash runs in libuv's pool, so the
 * event loop keeps serving). The app must run with high ACCOUNT_LIMIT_* values (bench/run.ts).
 */
const EMAIL = 'bench-member@larkspur.example';
const PASSWORD = 'bench-crumb-and-crust-42';
const MENU = '/api/menus/10101';

export async function accountScenarios(appUrl: string): Promise<{
  rows: { name: string; result: LoadResult; target?: string }[];
  summary: Record<string, string | number>[];
}> {
  const hasher = createPasswordHasher();
  await hasher.hash('warm-up-password');
  const samples: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const start = performance.now();
    await hasher.hash(`bench-password-${i}`);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const hashMs = samples[Math.floor(samples.length / 2)]!;

  await fetch(`${appUrl}/api/account/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Member', email: EMAIL, password: PASSWORD }),
  });
  const signIn = {
    method: 'POST' as const,
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    headers: { 'content-type': 'application/json' },
  };
  const signInAlone = await measure(`${appUrl}/api/account/signin`, { ...signIn, connections: 8 });

  // No enumeration by timing (issue 7): a wrong password and an unknown e-mail cost the same.
  const wrongFor = (email: string) => ({
    ...signIn,
    body: JSON.stringify({ email, password: 'not-the-password-at-all' }),
  });
  const wrongPassword = await measure(`${appUrl}/api/account/signin`, {
    ...wrongFor(EMAIL),
    connections: 2,
    seconds: 3,
  });
  const unknownEmail = await measure(`${appUrl}/api/account/signin`, {
    ...wrongFor('nobody-here@larkspur.example'),
    connections: 2,
    seconds: 3,
  });

  const menuAlone = await measure(`${appUrl}${MENU}`, { connections: 4 });
  // Both at once: a sign-in burst keeps the thread pool busy while the menu is asked for.
  const burst = autocannon({ url: `${appUrl}/api/account/signin`, connections: 16, duration: 5, ...signIn });
  const menuDuring = await measure(`${appUrl}${MENU}`, { connections: 4 });
  const burstResult = await burst;

  return {
    rows: [
      { name: 'POST /api/account/signin (argon2id verify)', result: signInAlone, target: 'hash ≥ 50 ms' },
      { name: 'sign-in, known e-mail + wrong password (401)', result: wrongPassword },
      { name: 'sign-in, unknown e-mail (401)', result: unknownEmail, target: 'p50 within ×1.25 of the row above' },
      { name: `GET ${MENU} alone (4 conn.)`, result: menuAlone },
      { name: `GET ${MENU} during sign-in burst`, result: menuDuring, target: 'p99 stays low' },
    ],
    summary: [
      {
        argon2id: `m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`,
        'hash median ms': Number(hashMs.toFixed(1)),
        'sign-in req/s': Math.round(signInAlone.rps),
        'burst sign-ins/s': Math.round(burstResult.requests.average),
        'wrong-password / unknown-e-mail p50': Number((wrongPassword.p50 / Math.max(1, unknownEmail.p50)).toFixed(2)),
        'menu p99 alone ms': menuAlone.p99,
        'menu p99 during burst ms': menuDuring.p99,
        target: 'hash ≥ 50 ms; server responsive',
      },
    ],
  };
}
