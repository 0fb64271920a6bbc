import type { MouseEvent, Ref } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, CloseIcon } from '../../ui/icons/icons.tsx';
import styles from './search-header.module.css';

/**
 * Search header (spec §2): Back and close, titled "Order Pickup" / "Order Delivery" or the
 * chosen state's name. Both are links, so the steps work before scripts load too.
 */
export function SearchHeader({
  title,
  backHref,
  backLabel,
  onBack,
  closeHref = '/',
  titleRef,
}: {
  title: string;
  backHref: string;
  backLabel: string;
  onBack?: (event: MouseEvent<HTMLAnchorElement>) => void;
  closeHref?: string;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className={styles.header}>
      <Link to={backHref} onClick={onBack} className={styles.iconLink} aria-label={backLabel} preventScrollReset>
        <ChevronLeftIcon />
        <span className={styles.backText} aria-hidden="true">
          Back
        </span>
      </Link>
      <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <Link to={closeHref} className={styles.iconLink} aria-label="Close location search">
        <CloseIcon />
      </Link>
    </header>
  );
}
