import { afterHydration } from '../../lib/deferred-components.tsx';
import { useMemberUser } from '../../state/members.ts';

/**
 * The location card's favorite heart (spec §2, §6) is for signed-in members only, and who is
 * signed in is known in the browser after hydration: its code — the favorites query, the account
 * contracts and zod with them — loads only then, and only for a member. A guest's location page
 * no longer builds the account contracts while it starts.
 */
export const FavoriteHeart = afterHydration(
  () => import('./favorite-heart.tsx').then((m) => m.FavoriteHeart),
  () => useMemberUser() !== null,
);
