import type { ContentReader } from '../../domain/content.ts';
import type { LocationContextCache } from '../modules/locations/index.ts';
import type { RealtimeBus } from '../realtime/index.ts';
import type { PageCache } from './page-cache.ts';
import { connectPagePurge, type PagePurgeOptions } from './page-purge.ts';
import { STALE_WHILE_REVALIDATE_S } from './ssr-cached-pages.ts';

export { createPageCache, type PageCache } from './page-cache.ts';

/**
 * What drops cached pages, besides the hours paths in store-ops-wiring.ts (those wait for the
 * locations service's refresh first): a dropped menu context (an 86 here, or another instance's
 * `availability` event) drops that menu's pages; 'all' (resync) drops every page; a `content` event
 * makes this instance read its stories again, then drops every page. Each drop is then purged from
 * the shared cache in front, when one is configured.
 */
export function connectPageCache(o: {
  pages: PageCache;
  contexts: Pick<LocationContextCache, 'onInvalidate'>;
  bus: RealtimeBus;
  content: ContentReader;
  purge?: Pick<PagePurgeOptions, 'url' | 'by'> | null;
  log: { warn(o: object, message: string): void };
}): void {
  o.contexts.onInvalidate((scope) => {
    if (scope === 'all' || 'menuId' in scope) o.pages.invalidate(scope);
  });
  o.bus.subscribe('content', () => {
    void Promise.resolve(o.content.reload?.())
      .catch((error: unknown) => o.log.warn({ err: error }, 'content not reloaded'))
      .finally(() => o.pages.invalidate('content'));
  });
  // A page is fresh to the next full minute, then served stale while it is asked for again.
  if (o.purge) connectPagePurge(o.pages, { ...o.purge, keptMs: (60 + STALE_WHILE_REVALIDATE_S) * 1000, log: o.log });
}
