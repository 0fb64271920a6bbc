import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export interface MigrationStatus {
  /** The newest migration the database has, by tag; null when none (or no migrations table). */
  applied: string | null;
  /** The newest migration this build ships. */
  expected: string;
  current: boolean;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build ships, from drizzle-kit's journal (its `when` is what the migrator records). */
export function readJournal(migrationsFolder = path.resolve('drizzle')): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Whether the database has every migration this build ships (a newer database counts as current). */
export async function readMigrationStatus(db: Db, journal: JournalEntry[]): Promise<MigrationStatus> {
  const expected = journal.at(-1)!;
  let newest: number | null = null;
  try {
    const result = (await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string | null }[] };
    const value = result.rows[0]?.newest;
    newest = value == null ? null : Number(value);
  } catch (error) {
    // No migrations table yet: nothing is applied. Any other fault is the caller's to report.
    if (
      (error as { cause?: { code?: string }; code?: string }).cause?.code !== '42P01' &&
      (error as { code?: string }).code !== '42P01'
    )
      throw error;
  }
  const applied = newest === null ? null : ([...journal].reverse().find((e) => e.when <= newest!)?.tag ?? null);
  return { applied, expected: expected.tag, current: newest !== null && newest >= expected.when };
}
