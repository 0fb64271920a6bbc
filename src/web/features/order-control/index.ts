// The order control's public entry (issue 19): what the bag and the delivery panel use.
export { HandoffSwitch } from './handoff-switch.tsx';
export { useChangePlace } from './use-change-place.ts';
