import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { AppError } from '../../../domain/app-error.ts';
import type { GroupOrder } from '../../../domain/group-order/group-order-model.ts';
import { GROUP_QUERY_PARAM } from '../../../domain/group-order/rules.ts';
import { useAppStore } from '../../state/store.ts';
import { ClosedPopup } from './closed-popup.tsx';
import { CreateGroupModal } from './create-group-modal.tsx';
import { groupApi } from '../../data/group/group-api.ts';
import { forgetGroup, joinGroup, refreshGroup } from './group-actions.ts';
import { useGroupStore } from './group-store.ts';
import { useActiveGroup } from '../../data/group/group-hooks.ts';
import { storedGroupId } from '../../data/group/group-cache.ts';
import { useGroupRemaining } from './group-time.ts';
import { JoinPrompt } from './join-prompt.tsx';
import { SharePopup } from './share-popup.tsx';
import { HeadsUpPopup } from './heads-up-popup.tsx';
import { currentGroup, groupKeys, setGroup } from '../../data/group/group-cache.ts';
import { useGroupSelect } from '../../data/group/group-hooks.ts';

/** Spec §4: refresh every 10 seconds while the cart is open. */
export const GROUP_POLL_MS = 10_000;

/**
 * Everything the group-order feature mounts once in the layout: the share link's
 * join, the stored group on load, the deadline, the refresh while the cart is open, and the
 * group popups. Loaded and mounted by GroupOrderLayer (group-order-gate.tsx) when needed.
 */
export function GroupOrderSession() {
  useShareLinkOrStoredGroup();
  useResumeCreate();
  useDeadlineHome();
  useRefreshWhileCartOpen();
  return (
    <>
      <CreateGroupModal />
      <JoinPrompt />
      <SharePopup />
      <ClosedPopup />
      <GroupHeadsUp />
    </>
  );
}

/** Opening the share link shows the name prompt (or re-enters a group already joined); else the stored group is refreshed. */
function useShareLinkOrStoredGroup() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const linked = new URLSearchParams(search).get(GROUP_QUERY_PARAM);
  useEffect(() => {
    const id = linked ?? storedGroupId();
    if (!id) return;
    // Just joined (the share link's join navigated on): the group query already holds it.
    const cached = currentGroup();
    if (!linked && cached?.joined && cached.id === id) return;
    const controller = new AbortController();
    groupApi
      .get(id, controller.signal)
      .then(async (group) => {
        if (group.joined) {
          // Back in a group this browser joined: the same as a join (group, cart, location).
          if (linked) await joinGroup(id, group.name);
          else setGroup(group);
          return;
        }
        if (!linked) return forgetGroup();
        setGroup(group);
        useGroupStore.getState().show('join');
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (linked) useAppStore.getState().root.showError('This group order link is not valid.');
        // Only the server saying the group is gone forgets it (and its cart): a network error, or
        // the page unloading mid-request, must not drop this browser's group.
        else if (AppError.from(error).code === 'NOT_FOUND') forgetGroup();
      });
    return () => controller.abort();
  }, [linked, navigate]);
}

/** The host left the group order modal to choose a location: reopen it once one is chosen. */
function useResumeCreate() {
  const location = useAppStore((s) => s.locations.location);
  const resume = useGroupStore((s) => s.resumeCreate);
  useEffect(() => {
    if (resume && location) useGroupStore.setState({ resumeCreate: false, popup: 'create' });
  }, [resume, location]);
}

/** Spec §2: when the countdown ends, the user goes to /. */
function useDeadlineHome() {
  const remaining = useGroupRemaining();
  const group = useActiveGroup();
  const navigate = useNavigate();
  const sentHome = useRef<string | null>(null);
  useEffect(() => {
    if (!group || remaining === null || remaining > 0 || sentHome.current === group.id) return;
    sentHome.current = group.id;
    useAppStore.getState().root.closePanel('cart');
    void navigate('/');
  }, [group, remaining, navigate]);
}

/**
 * Spec §4: while the cart is open, refresh at once and every 10 s; closing the cart stops it.
 * The group query refetches on its interval (in a background tab too, as the spec asks); a
 * forgotten group (null) turns it off, and a failed read stops it (refreshGroup).
 */
function useRefreshWhileCartOpen() {
  const cartOpen = useAppStore((s) => s.root.open.cart);
  const groupId = useActiveGroup()?.id ?? null;
  const navigate = useNavigate();
  useQuery<GroupOrder | null>({
    queryKey: groupKeys.current,
    queryFn: ({ signal }) => refreshGroup(navigate, signal),
    enabled: cartOpen && groupId !== null,
    refetchInterval: (query) => (query.state.status === 'error' ? false : GROUP_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

/** The checkout feature's "Heads Up!" popup, opened when a host-pays participant tries to check out. */
function GroupHeadsUp() {
  const open = useGroupStore((s) => s.popup === 'headsUp');
  const host = useGroupSelect((g) => g?.hostfullname ?? '');
  return <HeadsUpPopup open={open} hostFullName={host} onClose={() => useGroupStore.getState().show('none')} />;
}
