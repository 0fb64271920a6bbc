import {
  deleteDailyLimitReply,
  putDailyLimitReply,
  staffDailyLimitsReply,
  type PutDailyLimitRequest,
} from '../../../domain/daily-limits/daily-limits-contract.ts';
import { staffRequest } from '../staff/index.ts';

/** A store's daily limits for pre-orders (/api/staff/locations/{id}/daily-limits). */
const path = (locationId: string, productId?: string) =>
  `locations/${encodeURIComponent(locationId)}/daily-limits${productId ? `/${encodeURIComponent(productId)}` : ''}`;
export const getDailyLimits = (locationId: string) => staffRequest(path(locationId), staffDailyLimitsReply);
export const putDailyLimit = (locationId: string, productId: string, body: PutDailyLimitRequest) =>
  staffRequest(path(locationId, productId), putDailyLimitReply, { method: 'PUT', body });
export const deleteDailyLimit = (locationId: string, productId: string) =>
  staffRequest(path(locationId, productId), deleteDailyLimitReply, { method: 'DELETE' });
