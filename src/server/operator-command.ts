import { text } from 'node:stream/consumers';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { AppError } from '../domain/app-error.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateAndSeed } from './db/migrate-and-seed.ts';
import { databaseOptionsFrom } from './db/options-from-config.ts';

/**
 * The frame every operator command shares (`npm run staff:create`, `npm run integration:create`):
 * how it reads and refuses its arguments, what it answers with (an exit code), and the server's own
 * way of opening the database (boot.ts). A command is a value, so tests run it in-process.
 */

/** What a command reads and writes: the process's by default (`processIo`), strings in tests. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  readStdin: () => Promise<string>;
  out: (text: string) => void;
  err: (text: string) => void;
}

export const processIo = (): CommandIo => ({
  env: process.env,
  readStdin: () => text(process.stdin),
  out: (line) => void process.stdout.write(line),
  err: (line) => void process.stderr.write(line),
});

/** An options table as `parseArgs` takes it (Node does not export the type by name). */
type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;
type Values<T extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: T; strict: true }>>['values'];

export interface OperatorCommand<T extends ParseArgsOptionsConfig> {
  name: string;
  usage: string;
  /** Its options; `--help` (print the usage) is every command's. */
  options: T;
  /** `fail` refuses the arguments: the problem and the usage are printed, exit code 2. */
  run(args: Values<T>, io: CommandIo, fail: (message: string) => never): Promise<void>;
}

class UsageError extends Error {}

const fail = (message: string): never => {
  throw new UsageError(message);
};

/**
 * Runs a command to its exit code: 0 done; 2 a usage error (as command-line tools do); 1 an
 * expected refusal (AppError), printed. Anything else is a bug and throws.
 */
export async function runOperatorCommand<T extends ParseArgsOptionsConfig>(
  command: OperatorCommand<T>,
  argv: string[],
  io: CommandIo,
): Promise<number> {
  try {
    let parsed: Values<T> & { help?: boolean };
    try {
      parsed = parseArgs({ args: argv, options: { ...command.options, help: { type: 'boolean' } }, strict: true })
        .values as typeof parsed;
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    if (parsed.help) {
      io.out(`${command.usage}\n`);
      return 0;
    }
    await command.run(parsed, io, fail);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${command.name}: ${error.message}\n\n${command.usage}\n`);
      return 2;
    }
    if (AppError.is(error)) {
      io.err(`${command.name}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

/**
 * Opens the database the server uses (DATABASE_URL, else the PGlite folder DATA_DIR), migrates and
 * runs the idempotent seed (so a location id works on a new folder), then runs the work. The
 * database is always closed.
 */
export async function withServerDatabase(
  env: NodeJS.ProcessEnv,
  work: (database: Database) => Promise<void>,
): Promise<void> {
  const config = loadConfig(env);
  const database = await openDatabase({ ...databaseOptionsFrom(config), poolSize: 2 });
  try {
    await migrateAndSeed(database);
    await work(database);
  } finally {
    await database.close();
  }
}
