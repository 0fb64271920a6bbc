import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/newsletter.ts';

/** A repeat sign-up is not an error and never a second row. */
export async function upsertSubscription(db: Db, email: string, source: string): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email, source })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}

/** An opt-out (account communication preferences, account deletion): the address gets no more mail. */
export async function deleteSubscription(db: Db, email: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}
