// The rewards module's public entry: app wiring, and the store office's reading and adjusting of points.
export { registerRewards } from './register.ts';
export { REWARDS_OFF, type StaffRewards } from './staff-rewards.ts';
