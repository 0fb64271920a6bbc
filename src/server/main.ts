import { loadConfig } from './config.ts';
import { boot } from './boot.ts';

/** Production entry: `PORT=… DATA_DIR=… npm start` (or DATABASE_URL for PostgreSQL). */
async function main(): Promise<void> {
  const config = loadConfig();
  const { server, database } = await boot(config);
  const address = await server.listen({ port: config.PORT, host: config.HOST });
  const shown = address.replace('127.0.0.1', 'localhost');
  process.stdout.write(`\n  Larkspur ordering is running at ${shown}  (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''})\n\n`);

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await server.close();
      await database.close();
      clearTimeout(timer);
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
