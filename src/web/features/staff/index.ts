// The staff web feature's public entry: the staff client, session context and page meta.
export * from './staff-api.ts';
export {
  StaffSessionContext,
  useStaffSession,
  type StaffSessionData,
  type StaffSessionState,
} from './staff-session-context.tsx';
export { staffHeaders, staffRobots, staffTitle } from './staff-meta.ts';
export { getAvailability, setAvailability } from './availability-api.ts';
export { addClosure, getHours, getOrdering, removeClosure, setHours, setOrdering } from './store-ops-api.ts';
export { PausePanel } from './pause-panel.tsx';
export { CapacityPanel } from './capacity-panel.tsx';
