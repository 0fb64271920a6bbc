import { okEnvelope } from '../api-envelope.ts';
import { groupOrderIdParams, groupOrderSchema } from './group-order-model.ts';

/** POST /api/group-orders/:id/cancel — host only (spec §6); the shared cart is abandoned. */
export const cancelGroupOrderParams = groupOrderIdParams;
export const cancelGroupOrderReply = okEnvelope(groupOrderSchema);
