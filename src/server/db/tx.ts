import type { Db } from './client.ts';

/**
 * A transaction handle or the database: repo functions of every module take either, so one
 * function serves both a lone statement and a step of a larger transaction.
 */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
