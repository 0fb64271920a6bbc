// The rewards feature's public entry: the bag/checkout part and the account sections.
export { BagRewards, useRewardsOn } from './bag-rewards.tsx';
export { OffersSection, RewardsSection } from './rewards-section.tsx';
