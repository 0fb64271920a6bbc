import { createContext, useContext } from 'react';
import type { StaffSessionReply } from '../../../domain/staff/contract.ts';

export type StaffSessionData = StaffSessionReply['data'];

/** What the staff layout knows about the signed-in staff member (null: signed out). */
export interface StaffSessionState {
  session: StaffSessionData | null;
  /** The layout has asked the server (before that, pages show nothing personal). */
  ready: boolean;
  setSession(session: StaffSessionData | null): void;
}

export const StaffSessionContext = createContext<StaffSessionState>({
  session: null,
  ready: false,
  setSession: () => undefined,
});

export const useStaffSession = () => useContext(StaffSessionContext);
