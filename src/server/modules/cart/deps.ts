import type { Db } from '../../db/client.ts';
import type { LocationContextCache } from '../locations/index.ts';
import type { CartAccess } from './access.ts';
import type { CartMutation } from './mutate.ts';

/** What each use-case file of the cart service is built from (wired once in service.ts). */
export interface CartDeps {
  db: Db;
  now: () => Date;
  /** The one location-context cache of the process, shared with checkout. */
  contexts: LocationContextCache;
  access: CartAccess;
  mutation: CartMutation;
}
