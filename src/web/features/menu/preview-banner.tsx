import { PREVIEW_BANNER } from '../../../domain/catalogue/preview.ts';
import styles from './preview-banner.module.css';

/** Across the customer pages while a staff member previews the menu draft. */
export function PreviewBanner() {
  return (
    <div className={styles.banner} data-testid="preview-banner">
      <p>
        <strong>{PREVIEW_BANNER}</strong> — customers see this only after the draft is published. Adding to the bag uses
        the published menu.
      </p>
      <a href="?preview=off" className={styles.end}>
        End preview
      </a>
    </div>
  );
}
