import type { ServerConfig } from '../config.ts';
import type { DatabaseOptions } from './client.ts';

/** The server's database settings as `openDatabase` takes them (the server, its commands, db:migrate). */
export function databaseOptionsFrom(
  config: Pick<
    ServerConfig,
    'DATABASE_URL' | 'DATABASE_DIRECT_URL' | 'DATABASE_POOLER' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'
  >,
): DatabaseOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    pooler: config.DATABASE_POOLER,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: config.DATA_DIR,
  };
}
