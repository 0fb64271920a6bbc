import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { cartSchema } from '../cart/cart-contract.ts';

/**
 * POST /api/orders {id} (spec §7 Reorder, §4 Order history modal "Order Again"): data is the
 * NEW cart, made for this session on the order's menu (same catering flag, handoff and time
 * from the location's defaults; a delivery order keeps delivery to its address). What could not come along is listed in
 * `reorder_problems` (never silently dropped): a product no longer sold, or a choice no longer
 * offered (the line is then added without it, or left out when the menu refuses it).
 * Someone else's order id answers 404 with a message; any non-ok status has a message.
 */
export const reorderRequest = z.strictObject({ id: z.uuid({ error: 'id is not an order id' }) });
export const reorderProblemSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  /** For people, e.g. "Blueberry Muffin is no longer available." */
  message: z.string(),
  /** 'dropped': the line is not in the new cart; 'changed': it is, without some choices. */
  outcome: z.enum(['dropped', 'changed']),
});
export type ReorderProblem = z.infer<typeof reorderProblemSchema>;
export const reorderCartSchema = cartSchema.extend({
  reorder_problems: z.array(reorderProblemSchema),
  /**
   * A delivery order comes back as delivery to its address; when the store no longer delivers
   * there, the cart stays pickup at the store and this says so in the customer's words.
   */
  handoff_notice: z.string().nullable(),
});
export const reorderReply = okEnvelope(reorderCartSchema);
export type ReorderReply = z.infer<typeof reorderReply>;
