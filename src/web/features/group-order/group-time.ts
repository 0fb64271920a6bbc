import { useEffect, useState } from 'react';
import { remainingMs } from '../../../domain/group-order/rules.ts';
import { useActiveGroup, useGroupSkewMs } from '../../data/group/group-hooks.ts';

/** "Fri 5:30 PM" in the browser's zone. */
export const formatDeadline = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** Milliseconds left until the active group's deadline on the server's clock, ticking each second; null without a group. */
export function useGroupRemaining(): number | null {
  const group = useActiveGroup();
  const skew = useGroupSkewMs();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!group) return;
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [group]);
  if (!group || now === null) return null;
  return remainingMs(new Date(group.deadline), new Date(now - skew));
}
