import type { SocialLinksBlock } from '../../../domain/content.ts';
import section from './section.module.css';
import { SocialIcon, socialNames } from './social-icon.tsx';
import styles from './social-links.module.css';

export function SocialLinks({ block, brand }: { block: SocialLinksBlock; brand: string }) {
  const headingId = `${block._uid}-heading`;
  return (
    <section className={`${section.section} ${styles.band}`} aria-labelledby={block.heading ? headingId : undefined} aria-label={block.heading ? undefined : 'Social media'}>
      {block.heading && (
        <h2 id={headingId} className={styles.heading}>
          {block.heading}
        </h2>
      )}
      <ul className={styles.list}>
        {block.links.map((link) => (
          <li key={link.network}>
            <a href={link.url} className={styles.link} rel="noopener noreferrer">
              <SocialIcon network={link.network} />
              <span className="visually-hidden">
                {brand} on {socialNames[link.network]}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
