import {
  availabilityReply,
  setAvailabilityReply,
  type SetAvailabilityRequest,
} from '../../../domain/staff/availability-contract.ts';
import { staffRequest } from './staff-api.ts';

/** Sold out ("86"): the location's list and one item's change. */
const path = (locationId: string) => `locations/${encodeURIComponent(locationId)}/availability`;
export const getAvailability = (locationId: string) => staffRequest(path(locationId), availabilityReply);
export const setAvailability = (locationId: string, body: SetAvailabilityRequest) =>
  staffRequest(path(locationId), setAvailabilityReply, { method: 'PUT', body });
