import { z } from 'zod';
import { getOrderReply } from './get-order-contract.ts';

/**
 * GET /api/orders/status/{token} (the page /order/status/{token} a guest's receipt links to):
 * the one order the private token opens, for whoever holds the link; a token that opens
 * nothing is 404, one of the wrong shape 400. The reply is GET /api/orders/{id}'s.
 */
export const STATUS_LINK_INVALID = 'This order status link is not valid. Please use the link in your receipt.';
export const orderStatusLinkParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'token is not an order status link' }),
});
export const orderStatusLinkReply = getOrderReply;
