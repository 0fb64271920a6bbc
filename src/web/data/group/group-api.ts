import type { PaymentType } from '../../../domain/group-order/rules.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The group-order calls (spec §7), each parsed with its shared contract. The layout checks a
 * stored group on load, so the contracts (and zod) load with the first call.
 */
const cancelGroupOrderReply = () =>
  import('../../../domain/group-order/cancel-group-order-contract.ts').then((c) => c.cancelGroupOrderReply);
const createGroupOrderReply = () =>
  import('../../../domain/group-order/create-group-order-contract.ts').then((c) => c.createGroupOrderReply);
const getGroupOrderReply = () =>
  import('../../../domain/group-order/get-group-order-contract.ts').then((c) => c.getGroupOrderReply);
const joinGroupOrderReply = () =>
  import('../../../domain/group-order/join-group-order-contract.ts').then((c) => c.joinGroupOrderReply);
const leaveGroupOrderReply = () =>
  import('../../../domain/group-order/leave-group-order-contract.ts').then((c) => c.leaveGroupOrderReply);
const lockGroupOrderReply = () =>
  import('../../../domain/group-order/lock-group-order-contract.ts').then((c) => c.lockGroupOrderReply);
const path = (id: string, rest = '') => `group-orders/${encodeURIComponent(id)}${rest}`;

export const groupApi = {
  create: async (body: { menu_id: string; deadline: string; payment_type: PaymentType }) =>
    (await apiRequest('group-orders', createGroupOrderReply, { method: 'POST', body })).data,
  get: async (id: string, signal?: AbortSignal) =>
    (await apiRequest(path(id), getGroupOrderReply, signal ? { signal } : {})).data,
  join: async (id: string, name: string) =>
    (await apiRequest(path(id, '/join'), joinGroupOrderReply, { method: 'POST', body: { name } })).data,
  leave: async (id: string) => (await apiRequest(path(id, '/leave'), leaveGroupOrderReply, { method: 'POST' })).data,
  cancel: async (id: string) => (await apiRequest(path(id, '/cancel'), cancelGroupOrderReply, { method: 'POST' })).data,
  lock: async (id: string) => (await apiRequest(path(id, '/lock'), lockGroupOrderReply, { method: 'POST' })).data,
};
