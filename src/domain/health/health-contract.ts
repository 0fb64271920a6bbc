import { z } from 'zod';
import { errorEnvelope, okEnvelope } from '../api-envelope.ts';

/** GET /api/health/live: the process answers (an orchestrator restarts it when this fails). */
export const liveReply = okEnvelope(z.object({ version: z.string(), uptime_s: z.number().int().nonnegative() }));

/** One reason a ready check can fail, named in its reply. */
export const readinessProblem = z.enum(['draining', 'database', 'migrations', 'realtime']);
export type ReadinessProblem = z.infer<typeof readinessProblem>;

/**
 * GET /api/health/ready: may this instance take traffic? 200 with the state, or 503 in the error
 * envelope with the same state beside it, naming the problems that keep it out.
 */
export const readyState = z.object({
  ready: z.boolean(),
  problems: z.array(readinessProblem),
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latency_ms: z.number().nonnegative().nullable(),
  }),
  migration: z.object({
    applied: z.string().nullable(),
    expected: z.string(),
    pending: z.number().int().nonnegative(),
    current: z.boolean(),
  }),
  realtime: z.enum(['listening', 'reconnecting', 'in-process']),
});
export type ReadyState = z.infer<typeof readyState>;
export const readyReply = okEnvelope(readyState);
export const notReadyReply = errorEnvelope.extend({ data: readyState });

const PROBLEM_WORDS: Record<ReadinessProblem, string> = {
  draining: 'this server is shutting down',
  database: 'the database is unreachable',
  migrations: 'the database schema is behind this release (run npm run db:migrate)',
  realtime: 'the realtime LISTEN connection is reconnecting',
};
export const notReadyMessage = (problems: ReadinessProblem[]) =>
  `Not ready: ${problems.map((p) => PROBLEM_WORDS[p]).join('; ')}.`;
