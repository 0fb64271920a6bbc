import { createContext, useContext } from 'react';
import type { StorySummary } from '../../../domain/content.ts';

/**
 * What a page needs besides its blocks, computed by the route loader (resolve-story.server.ts):
 * sanitised markdown HTML keyed by block _uid, and the stories each stories_list block shows.
 */
export interface ContentExtras {
  html: Record<string, string>;
  lists: Record<string, StorySummary[]>;
}

export const emptyExtras: ContentExtras = { html: {}, lists: {} };
export const ContentExtrasContext = createContext<ContentExtras>(emptyExtras);
export const useContentExtras = () => useContext(ContentExtrasContext);
