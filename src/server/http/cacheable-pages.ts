import { pageTags } from './page-cache.ts';

/**
 * Which server-rendered paths may come from the anonymous HTML cache,
 * and the tags of what each shows. Only the browse pages of the default layout: home, content,
 * menus, products, locations. Account, checkout, order, kiosk (/app) and staff pages always
 * render per request, and so do React Router's data requests (`.data`), which carry the viewer.
 */
const NEVER = /^\/(account|order|app|staff)(\/|$)/;

export function cacheablePageTags(pathname: string, defaultMenuId: string | null): readonly string[] | null {
  if (NEVER.test(pathname) || pathname.endsWith('.data')) return null;
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'locations') return pageTags.locations();
  if (parts[0] !== 'menu') return pageTags.content();
  // /menu and /menu/category/{cid}: the default browse menu; /menu/{mid}/…: that menu.
  if (parts.length === 1 || parts[1] === 'category')
    return defaultMenuId ? pageTags.menu(defaultMenuId) : ['menus', 'locations'];
  try {
    return pageTags.menu(decodeURIComponent(parts[1]!));
  } catch {
    return null;
  }
}
