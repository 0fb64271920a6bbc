import { z } from 'zod';

/**
 * POST /api/carts/{id}/rewards {reward_id, line_id?} and POST /api/carts/{id}/offers {offer_id}
 * apply one to the bag; DELETE /api/carts/{id}/rewards is the spec's "remove reward" (§7). All
 * reply with the cart (`cartReply`), its discount labelled.
 */
const id = z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'is not a reward id' });
export const applyRewardRequest = z.strictObject({
  reward_id: id,
  line_id: z.uuid({ error: 'line id is not a line id' }).optional(),
});
export const applyOfferRequest = z.strictObject({ offer_id: id });
