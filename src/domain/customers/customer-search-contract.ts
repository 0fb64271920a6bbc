import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';

export const CUSTOMER_SEARCH_LIMIT = 25;

/**
 * GET /api/staff/customers?q=: members by name (accents folded, each word a prefix), e-mail
 * (any case), phone (any format) or the number of an order they placed. An empty box finds no one.
 */
export const customerSearchQuery = z.strictObject({
  q: z.string().max(100, { error: 'Search for at most 100 characters' }).optional(),
});

export const customerHit = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Orders at the stores the caller runs (an admin: every store). */
  orders: z.number().int(),
  last_order_at: z.string().nullable(),
});
export type CustomerHit = z.infer<typeof customerHit>;

export const customerSearchReply = okEnvelope(z.object({ customers: z.array(customerHit), has_more: z.boolean() }));
