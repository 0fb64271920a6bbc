import type { AccountSectionId } from './account-sections.ts';
import { AddressesSection } from './addresses-section.tsx';
import { CommunicationSection } from './communication-section.tsx';
import { FavoritesSection } from './favorites-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';

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
      // Honest empty state: orders (and the Order Summary modal) arrive with the checkout issue.
      return <p>You have no orders yet. Orders you place will be listed here once online checkout is available.</p>;
    case 'rewards':
      return <p>You have no rewards yet.</p>;
    case 'offers':
      return <p>You have no offers right now.</p>;
  }
}
