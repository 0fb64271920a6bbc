import type { HeroBlock } from '../../../domain/content.ts';
import { ContentLinkButton } from './content-link.tsx';
import styles from './hero.module.css';

/** The page's opening block; its heading is the page's h1 (stories put at most one hero, first). */
export function Hero({ block }: { block: HeroBlock }) {
  return (
    <section className={styles.hero} aria-labelledby={`${block._uid}-heading`}>
      <div className={styles.copy}>
        <h1 id={`${block._uid}-heading`} className={styles.heading}>
          {block.heading}
        </h1>
        {block.text && <p className={styles.text}>{block.text}</p>}
        {block.buttons.length > 0 && (
          <div className={styles.buttons}>
            {block.buttons.map((button, index) => (
              <ContentLinkButton key={button.url} link={button} tone={index === 0 ? 'solid' : 'outline'} />
            ))}
          </div>
        )}
      </div>
      <img className={styles.image} src={block.image.filename} alt={block.image.alt} width={960} height={640} fetchPriority="high" />
    </section>
  );
}
