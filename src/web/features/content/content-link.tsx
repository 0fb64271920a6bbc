import { Link } from 'react-router';
import type { ContentLink } from '../../../domain/content.ts';
import styles from './content-link.module.css';

export type ButtonTone = 'solid' | 'outline' | 'light';

/** A content button: site paths navigate in the app, https links open normally. */
export function ContentLinkButton({ link, tone = 'solid', onClick }: { link: ContentLink; tone?: ButtonTone; onClick?: () => void }) {
  const className = `${styles.button} ${styles[tone]}`;
  if (link.url.startsWith('/')) {
    return (
      <Link to={link.url} className={className} onClick={onClick}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.url} className={className} rel="noopener noreferrer" onClick={onClick}>
      {link.label}
    </a>
  );
}
