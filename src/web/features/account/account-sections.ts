import { isFeatureEnabled, type AppInfo } from '../../../domain/app-info.ts';

/**
 * The account area's sections, chosen by `?section=` (the profile icon links to
 * `?section=general`). Rewards and offers appear only when not disabled (spec §6; disabled as
 * shipped).
 */
export type AccountSectionId =
  'general' | 'password' | 'communication' | 'favorites' | 'addresses' | 'orders' | 'gift-cards' | 'rewards' | 'offers';

export interface AccountSection {
  id: AccountSectionId;
  label: string;
}

export function accountSections(app: Pick<AppInfo, 'disabled_features'>): AccountSection[] {
  const sections: AccountSection[] = [
    { id: 'general', label: 'Profile' },
    { id: 'password', label: 'Password' },
    { id: 'communication', label: 'Communication Preferences' },
    { id: 'favorites', label: 'Favorite Locations' },
    { id: 'addresses', label: 'Saved Addresses' },
    { id: 'orders', label: 'Order History' },
    { id: 'gift-cards', label: 'Gift Cards' },
  ];
  if (isFeatureEnabled(app, 'get_rewards')) sections.push({ id: 'rewards', label: 'Rewards' });
  if (isFeatureEnabled(app, 'get_offers')) sections.push({ id: 'offers', label: 'Offers' });
  return sections;
}

export function pickSection(sections: AccountSection[], requested: string | null): AccountSection {
  return sections.find((s) => s.id === requested) ?? sections[0]!;
}
