import type { AuditEntry } from '../../../domain/staff/contract.ts';
import type { Tx } from '../../db/tx.ts';
import { auditPage } from './repo.ts';
import { auditEntryOf } from './views.ts';

/** Far more than one order gathers (its moves, recalls and refunds). */
const ORDER_AUDIT_LIMIT = 200;

/** One order's audit entries, newest first, in the audit log's plain words (target index). */
export async function orderAuditEntries(db: Tx, orderId: string): Promise<AuditEntry[]> {
  const rows = await auditPage(db, { target: `order:${orderId}`, offset: 0, limit: ORDER_AUDIT_LIMIT });
  return rows.map(auditEntryOf);
}
