import { boardReply, boardStatusReply, type BoardAction } from '../../../domain/board/ticket-contract.ts';
import { staffRequest } from '../staff/index.ts';

/** The board's calls, through the staff client (staff CSRF token). */
const base = (locationId: string) => `locations/${encodeURIComponent(locationId)}`;

export const getBoard = (locationId: string) => staffRequest(`${base(locationId)}/board`, boardReply);
export const moveOrder = (locationId: string, orderId: string, action: BoardAction, reason?: string) =>
  staffRequest(`${base(locationId)}/orders/${encodeURIComponent(orderId)}/status`, boardStatusReply, {
    method: 'POST',
    body: { action, ...(reason ? { reason } : {}) },
  });
export const boardEventsUrl = (locationId: string) => `/api/staff/${base(locationId)}/board/events`;
