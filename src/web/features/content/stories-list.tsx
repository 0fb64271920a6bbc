import { Link } from 'react-router';
import { longDateLabel } from '../../../domain/us-english-format.ts';
import type { StoriesListBlock } from '../../../domain/content.ts';
import { useContentExtras } from './content-extras.ts';
import { BlockSection } from './block-section.tsx';
import styles from './stories-list.module.css';

/** Stories under a slug prefix (e.g. news/), newest first; the loader resolved the list. */
export function StoriesList({ block }: { block: StoriesListBlock }) {
  const stories = useContentExtras().lists[block._uid] ?? [];
  if (stories.length === 0) return null;
  return (
    <BlockSection uid={block._uid} heading={block.heading}>
      <ul className={styles.list}>
        {stories.map((story) => (
          <li key={story.slug} className={styles.item}>
            <article className={styles.story}>
              {story.published_at && (
                <time className={styles.date} dateTime={story.published_at}>
                  {longDateLabel(story.published_at)}
                </time>
              )}
              <h3 className={styles.title}>
                <Link to={`/${story.slug}`} className={styles.link}>
                  {story.name}
                </Link>
              </h3>
              {story.description && <p className={styles.description}>{story.description}</p>}
            </article>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
