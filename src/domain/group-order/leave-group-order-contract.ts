import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { groupOrderIdParams } from './group-order-model.ts';

/** POST /api/group-orders/:id/leave — spec §7 "leave group order by id". */
export const leaveGroupOrderParams = groupOrderIdParams;
export const leaveGroupOrderReply = okEnvelope(z.object({ id: z.string(), left: z.literal(true) }));
