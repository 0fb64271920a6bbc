import { z } from 'zod';
import { hoursReply, orderingReply, closureView } from '../../../domain/store-ops/contract.ts';
import type { ClosureInput, PutHoursInput, PutOrderingInput } from '../../../domain/store-ops/hours-rules.ts';
import { staffRequest } from './staff-api.ts';

/** Pause/throttle and hours/closures of one location. */
const base = (locationId: string) => `locations/${encodeURIComponent(locationId)}`;
const closureReply = z.object({ status: z.literal('ok'), data: z.object({ closure: closureView }) });
const removedReply = z.object({ status: z.literal('ok'), data: z.object({ removed: z.string() }) });

export const getOrdering = (locationId: string) => staffRequest(`${base(locationId)}/ordering`, orderingReply);
export const setOrdering = (locationId: string, body: PutOrderingInput) =>
  staffRequest(`${base(locationId)}/ordering`, orderingReply, { method: 'PUT', body });
export const getHours = (locationId: string) => staffRequest(`${base(locationId)}/hours`, hoursReply);
export const setHours = (locationId: string, body: PutHoursInput) =>
  staffRequest(`${base(locationId)}/hours`, hoursReply, { method: 'PUT', body });
export const addClosure = (locationId: string, body: ClosureInput) =>
  staffRequest(`${base(locationId)}/closures`, closureReply, { method: 'POST', body });
export const removeClosure = (locationId: string, date: string) =>
  staffRequest(`${base(locationId)}/closures/${encodeURIComponent(date)}`, removedReply, { method: 'DELETE' });
