import { customerDetailReply } from '../../../domain/customers/customer-detail-contract.ts';
import { customerSearchReply } from '../../../domain/customers/customer-search-contract.ts';
import {
  rewardsAdjustmentReply,
  type RewardsAdjustmentRequest,
} from '../../../domain/customers/rewards-adjustment-contract.ts';
import { staffRequest } from '../staff/index.ts';

/** Query keys of the customer pages: a search by its text, one customer by id. */
export const customerKeys = {
  search: (q: string) => ['staff', 'customers', q] as const,
  one: (id: string) => ['staff', 'customer', id] as const,
};

export const searchCustomers = async (q: string) =>
  (await staffRequest(`customers?${new URLSearchParams({ q }).toString()}`, customerSearchReply)).data;

export const getCustomer = async (id: string) =>
  (await staffRequest(`customers/${encodeURIComponent(id)}`, customerDetailReply)).data;

export const adjustRewards = async (id: string, key: string, body: RewardsAdjustmentRequest) =>
  (
    await staffRequest(`customers/${encodeURIComponent(id)}/rewards-adjustments`, rewardsAdjustmentReply, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    })
  ).data;
