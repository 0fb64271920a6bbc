import { formatCountdown } from '../../../domain/group-order/rules.ts';
import { useActiveGroup } from '../../data/group/group-hooks.ts';
import { formatDeadline, useGroupRemaining } from './group-time.ts';
import styles from './group-order.module.css';

/** The header's group-order countdown (spec §2), hidden on small screens by CSS. */
export function GroupCountdown() {
  const remaining = useGroupRemaining();
  if (remaining === null) return null;
  return (
    <span
      className={styles.countdown}
      role="timer"
      aria-label={`Group order deadline in ${formatCountdown(remaining)}`}
      data-testid="group-countdown"
    >
      <span aria-hidden="true">Group order ends in {formatCountdown(remaining)}</span>
    </span>
  );
}

/** The sub-header's deadline on small screens (spec §2 "Sub-header"). */
export function GroupDeadlineBar() {
  const group = useActiveGroup();
  const remaining = useGroupRemaining();
  if (!group || remaining === null) return null;
  return (
    <p
      className={styles.deadlineBar}
      data-testid="group-deadline"
      title={`Group order by ${formatDeadline(group.deadline)}`}
    >
      <span>Group order ends in</span>
      <span>{formatCountdown(remaining)}</span>
    </p>
  );
}
