import type { Db } from '../db/client.ts';

/** Loads the demo brand from seed/ (DESIGN §6). Idempotent: a second start adds nothing. */
export async function seedDemoBrand(_db: Db): Promise<void> {
  // Locations and menus are added by the seed work (issue 2 §3).
}
