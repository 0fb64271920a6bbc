import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { menuIdSchema } from '../cart/cart-contract.ts';
import { groupOrderSchema } from './group-order-model.ts';

/** POST /api/group-orders — spec §7 "create group order {menu_id, deadline, payment_type}"; host must be signed in. */
export const createGroupOrderRequest = z.strictObject({
  menu_id: menuIdSchema,
  deadline: z.iso.datetime({ offset: true, error: 'deadline must be an ISO date and time, like 2026-05-01T12:30:00Z' }),
  payment_type: z.enum(['host', 'each'], { error: "payment_type must be 'host' or 'each'" }),
});
export const createGroupOrderReply = okEnvelope(groupOrderSchema);
