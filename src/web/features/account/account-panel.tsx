import type { AccountSectionId } from './account-sections.ts';
import { AddressesSection } from './addresses-section.tsx';
import { CommunicationSection } from './communication-section.tsx';
import { FavoritesSection } from './favorites-section.tsx';
import { GiftCardsSection } from './gift-cards-section.tsx';
import { OrderHistorySection } from '../orders/index.ts';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { OffersSection, RewardsSection } from '../rewards/index.ts';

/** The body of one account section. */
export function AccountPanel({ id }: { id: AccountSectionId }) {
  switch (id) {
    case 'general':
      return <ProfileSection />;
    case 'password':
      return <PasswordSection />;
    case 'communication':
      return <CommunicationSection />;
    case 'favorites':
      return <FavoritesSection />;
    case 'addresses':
      return <AddressesSection />;
    case 'orders':
      // Issue 6: the member's orders; "View Order" opens the Order Summary modal (default layout).
      return <OrderHistorySection />;
    case 'gift-cards':
      return <GiftCardsSection />;
    case 'rewards':
      // Issue 17: balance, progress, history, offers (only when get_rewards is on, spec §6).
      return <RewardsSection />;
    case 'offers':
      return <OffersSection />;
  }
}
