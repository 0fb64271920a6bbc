import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** A decorative icon (rendered without its own title). */
  icon: ReactNode;
  /** Optional visual badge (e.g. the cart count); the label must already say it. */
  badge?: ReactNode;
  tone?: 'default' | 'inverse';
}

/** A round 44×44 icon-only button. */
export function IconButton({
  label,
  icon,
  badge,
  tone = 'default',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={[styles.iconButton, tone === 'inverse' ? styles.inverse : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      {icon}
      {badge !== undefined && badge !== null ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </button>
  );
}
