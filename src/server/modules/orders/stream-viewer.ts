import type { Db } from '../../db/client.ts';
import type { StreamViewer } from '../../realtime/index.ts';
import { findSession } from '../session/index.ts';

/**
 * A customer's open status stream, asked again before every event: the browser session that
 * opened it still exists and, when a member opened it, is still signed in as that member.
 */
export function sessionStreamViewer(db: Db, sessionIdHash: string | null, memberId: string | null): StreamViewer {
  return {
    subject: `session:${sessionIdHash ?? 'none'}`,
    async allowed() {
      if (!sessionIdHash) return false;
      const found = await findSession(db, sessionIdHash);
      if (!found) return false;
      return memberId === null || found.member?.id === memberId;
    },
  };
}
