import { checkServerConfig, loadConfig } from './config.ts';
import { boot } from './boot.ts';
import { trackInFlight } from './http/drain.ts';
import { issueSetupLink } from './modules/staff/index.ts';

/** Below the usual 30 s an orchestrator waits between SIGTERM and SIGKILL. */
const FAIL_SAFE_MS = 20_000;

/** Production entry: `PORT=… DATA_DIR=… npm start` (or DATABASE_URL for PostgreSQL). */
async function main(): Promise<void> {
  const config = loadConfig();
  checkServerConfig(config);
  const { server, database, migrated } = await boot(config);
  database.setLogger(server.log);
  if (migrated > 0) server.log.info({ migrations: migrated }, 'database migrated');
  const drain = trackInFlight(server.server);
  const address = await server.listen({ port: config.PORT, host: config.HOST });
  const shown = address.replace('127.0.0.1', 'localhost');
  process.stdout.write(
    `\n  Larkspur ordering is running at ${shown}  (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''})\n\n`,
  );
  // No staff admin yet: a one-time link to create the first (never a default password), on the
  // terminal only (the log may be shipped elsewhere), again at every start until an admin exists.
  const setup = await issueSetupLink(database.db).catch((error: unknown) => {
    server.log.error({ err: error }, 'could not make the first-admin setup link');
    return null;
  });
  if (setup)
    process.stdout.write(
      `  No staff admin exists yet. Create the first one (this link works once):\n  ${new URL(setup, config.PUBLIC_URL ?? shown).href}\n\n`,
    );

  // Graceful shutdown (docs/operations.md). On SIGTERM readiness fails first while requests are
  // still served, for DRAIN_DELAY_S, so the balancer stops sending before the listener closes
  // (Ctrl-C skips the wait). Then: stop accepting, answer what is in flight with Connection:
  // close, close idle keep-alive sockets, finish the capture queue (an onClose hook; what it
  // cannot capture is left authorized for the sweep of another instance or the next start),
  // close the database, exit 0.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const delayMs = signal === 'SIGTERM' ? config.DRAIN_DELAY_S * 1000 : 0;
    server.lifecycle.beginStop();
    server.log.info({ signal, delayMs }, 'shutting down: readiness fails now; the listener closes after the delay');
    const timer = setTimeout(() => {
      server.log.error({ afterMs: delayMs + FAIL_SAFE_MS }, 'shutdown did not finish; exiting');
      process.exit(1);
    }, delayMs + FAIL_SAFE_MS).unref();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const started = Date.now();
    try {
      drain.start();
      await server.close();
      await database.close();
      clearTimeout(timer);
      server.log.info({ ms: Date.now() - started }, 'stopped');
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
