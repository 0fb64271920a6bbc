// The order control's public entry: what the bag and the delivery panel use.
export { HandoffSwitch } from './handoff-switch.tsx';
export { useChangePlace } from './use-change-place.ts';
