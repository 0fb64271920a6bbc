import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import {
  liveReply,
  notReadyMessage,
  notReadyReply,
  readyReply,
  type ReadinessProblem,
  type ReadyState,
} from '../../../domain/health/health-contract.ts';
import type { Database } from '../../db/client.ts';
import { migrationStatus, readJournal, type MigrationStatus } from '../../db/migrate.ts';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import type { RealtimeBus } from '../../realtime/index.ts';
import type { Lifecycle } from './lifecycle.ts';

export interface HealthDeps {
  database: Database;
  bus: RealtimeBus;
  lifecycle: Lifecycle;
  version: string;
  /** True once the server's listener is closing (Fastify's preClose). */
  isClosing(): boolean;
}

/** Probes are never rate-limited: a balancer polling every instance must not lock itself out. */
const probe = { config: { rateLimit: false } } as const;

/**
 * Health for balancers and orchestrators: `live` says the process answers (restart it if not);
 * `ready` says it may take traffic (database reachable, migrations current, events arriving, not
 * stopping). `/health` is `ready` under its old name, for balancers configured before.
 */
export const healthRoutes =
  (o: HealthDeps): FastifyPluginAsyncZod =>
  async (server) => {
    const journal = readJournal();
    const started = Date.now();
    // Migrations only move forward: once current, this build stays satisfied.
    let migrationsCurrent: MigrationStatus | null = null;

    async function readiness(): Promise<ReadyState> {
      const problems: ReadinessProblem[] = [];
      if (o.lifecycle.stopping || o.isClosing()) problems.push('draining');
      let latency: number | null = null;
      let migration: MigrationStatus = migrationsCurrent ?? {
        applied: null,
        expected: journal.at(-1)!.tag,
        pending: journal.length,
        current: false,
      };
      try {
        const at = performance.now();
        await o.database.ping();
        latency = Math.round((performance.now() - at) * 100) / 100;
        if (!migrationsCurrent) {
          migration = await migrationStatus(o.database.db);
          if (migration.current) migrationsCurrent = migration;
        }
      } catch (error) {
        server.log.warn({ code: (error as { code?: unknown }).code }, 'health: database unreachable');
        problems.push('database');
      }
      if (latency !== null && !migration.current) problems.push('migrations');
      const realtime = o.bus.state();
      if (realtime === 'reconnecting') problems.push('realtime');
      return {
        ready: problems.length === 0,
        problems,
        version: o.version,
        database: { kind: o.database.kind, reachable: latency !== null, latency_ms: latency },
        migration,
        realtime,
      };
    }

    server.get(
      '/health/live',
      {
        ...probe,
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process answers',
          access: 'public',
          response: { 200: liveReply },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok({ version: o.version, uptime_s: Math.floor((Date.now() - started) / 1000) });
      },
    );

    for (const url of ['/health/ready', '/health']) {
      server.get(
        url,
        {
          ...probe,
          schema: {
            tags: ['health'],
            summary:
              url === '/health'
                ? 'Readiness under its old name (same reply as /health/ready)'
                : 'Readiness: database reachable, migrations current, realtime listening, not draining (503 otherwise)',
            access: 'public',
            response: { 200: readyReply, 503: notReadyReply },
          },
        },
        async (_request, reply) => {
          const state = await readiness();
          reply.header('cache-control', 'no-store');
          if (state.ready) return ok(state);
          reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
          if (state.problems.includes('draining')) reply.header('connection', 'close');
          return {
            status: 'error' as const,
            code: 'UNAVAILABLE',
            message: notReadyMessage(state.problems),
            data: state,
          };
        },
      );
    }
  };
