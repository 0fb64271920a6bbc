import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { groupOrderIdParams, groupOrderSchema, participantNameSchema } from './group-order-model.ts';

/** POST /api/group-orders/:id/join — a participant (guest or member) joins under a name. */
export const joinGroupOrderParams = groupOrderIdParams;
export const joinGroupOrderRequest = z.strictObject({ name: participantNameSchema });
export const joinGroupOrderReply = okEnvelope(groupOrderSchema);
