import { queryOptions } from '@tanstack/react-query';
import { staffOrderReply } from '../../../domain/orders/staff-order-contract.ts';
import { staffRequest } from '../staff/index.ts';

/** The staff order page's read; a refund puts the order read again (invalidate this key). */
export const staffOrderKey = (orderId: string) => ['staff-order', orderId] as const;

export const getStaffOrder = async (orderId: string) =>
  (await staffRequest(`orders/${encodeURIComponent(orderId)}`, staffOrderReply)).data.order;

export const staffOrderQuery = (orderId: string) =>
  queryOptions({ queryKey: staffOrderKey(orderId), queryFn: () => getStaffOrder(orderId), staleTime: 0 });
