import { queryClientNow } from '../query-client-ref.ts';

/**
 * The member's queries (account-queries.ts). Apart from the calls, so the members section can
 * forget them without loading the account contracts (first-load code, decision 140).
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  addresses: ['account', 'addresses'] as const,
  giftCards: ['account', 'gift-cards'] as const,
  favorites: ['account', 'favorites'] as const,
  rewards: ['account', 'rewards'] as const,
  offers: ['account', 'offers'] as const,
};

/** Signing in or out: no member's data may show for the next one (none is cached before the library loads). */
export const forgetMemberData = (): void => queryClientNow()?.removeQueries({ queryKey: accountKeys.all });
