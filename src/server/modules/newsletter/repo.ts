import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/newsletter.ts';

/** A repeat sign-up is not an error and never a second row. */
export async function upsertSubscription(db: Db, email: string, source: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email, source }).onConflictDoNothing({ target: newsletterSubscriptions.email });
}
