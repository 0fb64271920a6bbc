import type { PageBlock } from '../../../domain/content.ts';
import { BlockRenderer } from './block-renderer.tsx';
import { ContentExtrasContext, type ContentExtras } from './content-extras.ts';
import styles from './story-page.module.css';

/**
 * A content story as a page. A page that does not open with a hero gets its name as the h1,
 * so every page has exactly one.
 */
export function StoryPage({ name, page, extras, brand }: { name: string; page: PageBlock; extras: ContentExtras; brand: string }) {
  const hasHero = page.body[0]?.component === 'hero';
  return (
    <ContentExtrasContext.Provider value={extras}>
      <article className={styles.page}>
        {!hasHero && (
          <header className={styles.header}>
            <h1 className={styles.title}>{name}</h1>
          </header>
        )}
        <BlockRenderer blocks={page.body} brand={brand} />
      </article>
    </ContentExtrasContext.Provider>
  );
}
