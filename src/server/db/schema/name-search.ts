import { sql } from 'drizzle-orm';
import { ACCENTED, PLAIN } from '../../../domain/orders/search-text.ts';

/**
 * A person's name as staff search reads it: lower case, accents folded (the map of
 * domain/orders/search-text.ts), as words. The index and the query use this one expression;
 * `first` and `last` are SQL expressions of the table the index is on.
 */
export const nameSearchVector = (first: string, last: string) =>
  sql.raw(
    `to_tsvector('simple', translate(lower(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '${ACCENTED}', '${PLAIN}'))`,
  );

/** Each typed word as a prefix: "ann le" finds Ann Lee and Anne Leclerc. */
export const namePrefixQuery = (words: readonly string[]) =>
  sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
