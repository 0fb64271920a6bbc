import type { LocationStatus } from '../../domain/locations/status.ts';
import styles from './status-badge.module.css';

/** Open Now / Closed / Coming Soon (spec §4), with colour and text (never colour alone). */
export function StatusBadge({ status, label }: { status: LocationStatus; label: string }) {
  return <span className={[styles.badge, styles[status === 'coming-soon' ? 'soon' : status]].join(' ')}>{label}</span>;
}
