// The rewards module's public entry (issue 17): app wiring only.
export { registerRewards } from './register.ts';
