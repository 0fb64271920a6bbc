import type { ContentReader } from '../../domain/content.ts';
import type { LocationContextCache } from '../modules/locations/index.ts';
import type { RealtimeBus } from '../realtime/index.ts';
import type { PageCache } from './page-cache.ts';

export { createPageCache, type PageCache } from './page-cache.ts';

/**
 * What drops cached pages (issue 18, decision 255), besides the hours paths in app.ts (those wait
 * for the locations service's refresh first): a dropped menu context (an 86 here, or another
 * instance's `availability` event) drops that menu's pages; 'all' (resync) drops every page; a
 * `content` event makes this instance read its stories again, then drops every page (decision 256).
 */
export function connectPageCache(o: {
  pages: PageCache;
  contexts: Pick<LocationContextCache, 'onInvalidate'>;
  bus: RealtimeBus;
  content: ContentReader;
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
}
