import { Link } from 'react-router';
import styles from './logo.module.css';

/**
 * The wordmark: a drawn sprig plus the brand name in the display face. Links home; the SVG is
 * decorative.
 */
export function Logo({
  name,
  tone = 'default',
  compact = false,
}: {
  name: string;
  tone?: 'default' | 'inverse';
  compact?: boolean;
}) {
  return (
    <Link
      to="/"
      className={[styles.logo, tone === 'inverse' ? styles.inverse : '', compact ? styles.compact : '']
        .filter(Boolean)
        .join(' ')}
    >
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 29V10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <path
          d="M16 14c-4 0-6.5-2.5-6.5-6 4 0 6.5 2.5 6.5 6zM16 14c4 0 6.5-2.5 6.5-6-4 0-6.5 2.5-6.5 6zM16 20c-4 0-6.5-2.5-6.5-6 4 0 6.5 2.5 6.5 6zM16 20c4 0 6.5-2.5 6.5-6-4 0-6.5 2.5-6.5 6zM16 9.5c-1.6-1.6-1.6-4.6 0-7 1.6 2.4 1.6 5.4 0 7z"
          fill="currentColor"
        />
      </svg>
      {/* The link's accessible name is this visible text (WCAG 2.5.3); the space keeps the words apart. */}
      <span className={styles.word}>
        <span className={styles.primary}>{name.split(' ')[0]}</span>{' '}
        <span className={styles.secondary}>{name.split(' ').slice(1).join(' ')}</span>
      </span>
    </Link>
  );
}
