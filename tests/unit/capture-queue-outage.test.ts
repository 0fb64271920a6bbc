import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import { createCaptureQueue } from '../../src/server/modules/checkout/capture-queue.ts';
import type { PaymentProvider } from '../../src/server/providers/payment/payment-provider.ts';

/** Issue 14: captures made while the database is away are recorded once it is back, not minutes later. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function fakes(failures: number) {
  let left = failures;
  const marked: string[] = [];
  const captured: string[] = [];
  const warnings: string[] = [];
  // Only the one statement the queue writes: update payments set … where id in (…).
  const db = {
    update: () => ({
      set: () => ({
        where: async () => {
          if (left-- > 0) throw refused();
          marked.push('batch');
        },
      }),
    }),
  } as unknown as Db;
  const provider = { capture: async (ref: string) => void captured.push(ref) } as unknown as PaymentProvider;
  const log = {
    warn: (_: object, message: string) => void warnings.push(message),
    error: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { db, provider, log, marked, captured, warnings };
}

afterEach(() => vi.useRealTimers());

describe('capture queue during a database outage', () => {
  it('keeps trying to record a capture until the database answers', async () => {
    vi.useFakeTimers();
    const f = fakes(2);
    const queue = createCaptureQueue({ db: f.db, provider: f.provider, log: f.log });
    queue.add('pay-1', 'ref-1');
    queue.add('pay-2', 'ref-2');
    await queue.settled();
    expect(f.marked).toEqual([]);
    expect(f.warnings).toEqual(['database unreachable; captured payments are marked when it is back']);
    await vi.advanceTimersByTimeAsync(1_000);
    await queue.settled();
    expect(f.marked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await queue.settled();
    expect(f.marked).toEqual(['batch']);
    // Captured again on each try: safe, and the processor sees the same two authorizations.
    expect(new Set(f.captured)).toEqual(new Set(['ref-1', 'ref-2']));
  });

  it('hands the rest to the sweep once the server stops', async () => {
    vi.useFakeTimers();
    const f = fakes(1);
    const queue = createCaptureQueue({ db: f.db, provider: f.provider, log: f.log });
    queue.add('pay-1', 'ref-1');
    await queue.settled();
    await queue.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(f.marked).toEqual([]);
    expect(f.captured).toEqual(['ref-1']);
  });
});
