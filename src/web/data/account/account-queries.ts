import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import { accountKeys } from './account-keys.ts';

export { accountKeys };

/**
 * The signed-in member's data as queries. The account pages are
 * private and not indexed, so they are not rendered with this data: the browser reads each part
 * when its section mounts (again on every visit: staleTime 0) and a save puts the reply in the cache.
 */
export interface MemberData<T> {
  data: T | null;
  /** The customer copy of the failure (customerMessage), or null. */
  error: string | null;
  loading: boolean;
  /** Puts a save's reply in the cache, so every reader shows it. */
  setData: (data: T) => void;
}

/** One part of the member's data, read in the browser; a feature passes its own loader (e.g. rewards). */
export function useMemberQuery<T>(queryKey: QueryKey, load: () => Promise<T>, enabled = true): MemberData<T> {
  const client = useQueryClient();
  const query = useQuery({ queryKey, queryFn: load, staleTime: 0, enabled });
  return {
    data: query.data ?? null,
    error: query.error ? customerMessage(AppError.from(query.error)) : null,
    // Pending until the first reply (on the server too, so the first render says "Loading…" on both sides).
    loading: query.isPending,
    setData: (data) => client.setQueryData(queryKey, data),
  };
}

/**
 * The account API (its zod contracts) loads with the first query, so a first-load reader of the
 * member's queries never carries zod (the keys are in account-keys.ts).
 */
const accountApi = () => import('./account-api.ts');
/** `enabled` false: no read (a guest, a closed panel); the cache is still shown to other readers. */
export const useProfile = (enabled = true) =>
  useMemberQuery(accountKeys.profile, async () => (await (await accountApi()).getProfile()).data.profile, enabled);
export const useSavedAddresses = (enabled = true) =>
  useMemberQuery(
    accountKeys.addresses,
    async () => (await (await accountApi()).getAddresses()).data.addresses,
    enabled,
  );
export const useGiftCardsOnFile = () =>
  useMemberQuery(accountKeys.giftCards, async () => (await (await accountApi()).getGiftCards()).data.gift_cards);
