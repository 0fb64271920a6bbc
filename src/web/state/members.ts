import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';
import type { MemberUser } from './sections.ts';
import { useAppStore } from './store.ts';
import { forgetMemberData } from '../data/account/account-keys.ts';

/**
 * The members section (spec §3) is filled from the root loader's viewer (the server resolved
 * the session) and from sign-in/sign-out replies. Readers use `useMemberUser`, which falls back
 * to the loader data until the browser has synced, so SSR already says "Hello, {first name}".
 */
export function useMemberUser(): MemberUser | null {
  const fromLoader = useRouteLoaderData<RootData>('root')?.viewer.member ?? null;
  // One value selected: the root syncing the store with the loader's own member after hydration
  // re-renders no reader (issue 18: it re-rendered the whole checkout form in one blocking task).
  return useAppStore((s) => (s.members.known ? s.members.user : fromLoader));
}

export function setMemberUser(user: MemberUser | null): void {
  const wasSignedIn = useAppStore.getState().members.user !== null;
  // Signing in or out: the last member's data (favorites, profile, …) is not the next one's.
  if (wasSignedIn !== (user !== null)) forgetMemberData();
  useAppStore.setState((s) => ({ members: { ...s.members, user, known: true } }));
}

/** Whether the browser believes a member is signed in (used outside React, e.g. shouldRevalidate). */
export const isMemberSignedIn = () => useAppStore.getState().members.user !== null;
