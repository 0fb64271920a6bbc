import type { Db } from '../../db/client.ts';
import type { CartAccess } from './access.ts';
import type { createKnownCarts } from './known-carts.ts';
import type { MenuContexts } from './menu-contexts.ts';
import type { CartMutation } from './mutate.ts';

/** What each use-case file of the cart service is built from (wired once in service.ts). */
export interface CartDeps {
  db: Db;
  now: () => Date;
  contexts: MenuContexts;
  /** What this process last saw of each cart: lets an add skip its read (decision 150). */
  known: ReturnType<typeof createKnownCarts>;
  access: CartAccess;
  mutation: CartMutation;
}
