import type { CardColor, ContentCardBlock } from '../../../domain/content.ts';
import { ContentLinkButton, type ButtonTone } from './content-link.tsx';
import styles from './content-card.module.css';

/** Dark cards get a white button; light ones the solid primary button. */
const buttonTone: Record<CardColor, ButtonTone> = {
  primary: 'light',
  secondary: 'light',
  black: 'light',
  'primary-light': 'solid',
  'secondary-light': 'solid',
  neutral: 'solid',
  white: 'solid',
};

/** Spec §2 "Content card": title, text, image, colour (one of seven) and an optional button. */
export function ContentCard({ block, headingLevel = 3 }: { block: ContentCardBlock; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles[block.colour]}`}>
      {block.image && <img className={styles.image} src={block.image.filename} alt={block.image.alt} width={640} height={400} loading="lazy" />}
      <div className={styles.body}>
        <Heading className={styles.title}>{block.title}</Heading>
        {block.text && <p className={styles.text}>{block.text}</p>}
        {block.button && (
          <div className={styles.action}>
            <ContentLinkButton link={block.button} tone={buttonTone[block.colour]} />
          </div>
        )}
      </div>
    </article>
  );
}
