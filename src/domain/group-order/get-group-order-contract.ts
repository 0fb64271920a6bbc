import { okEnvelope } from '../api-envelope.ts';
import { groupOrderIdParams, groupOrderSchema } from './group-order-model.ts';

/** GET /api/group-orders/:id — spec §7 "get group order by id" (also the 10 s refresh, spec §4). */
export const getGroupOrderParams = groupOrderIdParams;
export const getGroupOrderReply = okEnvelope(groupOrderSchema);
