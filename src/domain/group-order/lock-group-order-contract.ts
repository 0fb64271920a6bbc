import { okEnvelope } from '../api-envelope.ts';
import { groupOrderIdParams, groupOrderSchema } from './group-order-model.ts';

/** POST /api/group-orders/:id/lock — host submits the group: participants can no longer change items. */
export const lockGroupOrderParams = groupOrderIdParams;
export const lockGroupOrderReply = okEnvelope(groupOrderSchema);
