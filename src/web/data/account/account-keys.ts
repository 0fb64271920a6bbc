import { getQueryClient } from '../query-client.ts';

/** The member's queries' keys (account-queries.ts), apart from the calls so first-load code can forget them without the contracts. */
export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  addresses: ['account', 'addresses'] as const,
  giftCards: ['account', 'gift-cards'] as const,
  favorites: ['account', 'favorites'] as const,
  rewards: ['account', 'rewards'] as const,
  offers: ['account', 'offers'] as const,
};

/** Signing in or out: no member's data may show for the next one. */
export const forgetMemberData = (): void => getQueryClient().removeQueries({ queryKey: accountKeys.all });
