import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { isGroupOrderEnabled } from '../../../domain/app-features.ts';
import { GROUP_QUERY_PARAM } from '../../../domain/group-order/rules.ts';
import { usePreload } from '../../layouts/lazy-panels.tsx';
import { useRootData } from '../../root-data.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useGroupStore } from './group-store.ts';
import { storedGroupId } from '../../data/group/group-cache.ts';
import { useGroupSelect } from '../../data/group/group-hooks.ts';

const loadSession = () => import('./group-order-layer.tsx');
const GroupOrderSession = lazy(() => loadSession().then((m) => ({ default: m.GroupOrderSession })));

/**
 * What the default layout mounts for group orders. The group-order code (its popups,
 * the QR code, the contracts) is not part of a page's first-load JavaScript: it
 * loads once this browser has something to do with a group — a share link in the URL, a group
 * stored from an earlier visit, or a group popup asked for (the order control's "Start a Group
 * Order") — and stays mounted afterwards. Renders nothing when the feature is off.
 */
export function GroupOrderLayer() {
  const app = useRootData()?.app;
  if (!app || !isGroupOrderEnabled(app)) return null;
  return <GroupOrderGate />;
}

function GroupOrderGate() {
  const { search } = useLocation();
  const linked = new URLSearchParams(search).has(GROUP_QUERY_PARAM);
  const hasGroup = useGroupSelect((g) => g !== null);
  const asked = useGroupStore((s) => s.popup !== 'none' || s.resumeCreate) || hasGroup;
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  // After hydration only (localStorage is browser-only), so the server HTML and the first
  // client render agree: the session's popups are all closed at first paint anyway. Adjusted
  // during render, and never unset: once loaded, the session stays mounted.
  if (!wanted && hydrated && (linked || asked || storedGroupId() !== null)) setWanted(true);
  usePreload(loadSession);
  return wanted ? (
    <Suspense fallback={null}>
      <GroupOrderSession />
    </Suspense>
  ) : null;
}
