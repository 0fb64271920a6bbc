import { brandActionReply, storesReply, type BrandActionRequest } from '../../../domain/stores/stores-contract.ts';
import { staffRequest } from '../staff/index.ts';

/** The all-stores view's calls, through the staff client (staff CSRF token). */
export const getStores = () => staffRequest('stores', storesReply);
export const runBrandAction = (body: BrandActionRequest) =>
  staffRequest('stores/actions', brandActionReply, { method: 'POST', body });
export const STORES_EVENTS_URL = '/api/staff/stores/events';
