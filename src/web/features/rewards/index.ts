// The rewards feature's public entry (issue 17): the bag/checkout part and the account sections.
export { BagRewards, useRewardsOn } from './bag-rewards.tsx';
export { OffersSection, RewardsSection } from './rewards-section.tsx';
