import { useEffect, useState } from 'react';
import type { Menu } from '../../../domain/menu/menu-contract.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { visitorIntent } from '../../layouts/lazy-panels.tsx';

/**
 * The whole menu, option groups included, from GET /api/menus/{id}: the reply is
 * compressed once per version on the server and revalidated by ETag, so the page's hydration data
 * need carry only the first panel's cards. One request per menu id and page life.
 */
const pending = new Map<string, Promise<Menu>>();

export function loadFullMenu(menuId: string): Promise<Menu> {
  let menu = pending.get(menuId);
  if (!menu) {
    // The contract (and zod) load with the first call, not with the page.
    menu = apiRequest(`menus/${encodeURIComponent(menuId)}`, () =>
      import('../../../domain/menu/menu-contract.ts').then((c) => c.menuReply),
    ).then((r) => r.data);
    menu.catch(() => pending.delete(menuId));
    pending.set(menuId, menu);
  }
  return menu;
}

/**
 * The full menu once loaded: asked for at the visitor's first pointer, touch, key or focus event
 * (or after 10 s), when the browser is idle — not right after hydration, where parsing the large
 * JSON is a long task on slow phones — or at once when `wanted` (the customer searches or picks a
 * panel that is not loaded). Null until then, or when `skip` (the page's data is already complete).
 */
export function useFullMenu(menuId: string, skip: boolean, wanted: boolean): Menu | null {
  const [full, setFull] = useState<{ id: string; menu: Menu } | null>(null);
  useEffect(() => {
    if (skip) return;
    let canceled = false;
    const load = () =>
      void loadFullMenu(menuId).then(
        (menu) => !canceled && setFull({ id: menuId, menu }),
        () => undefined,
      );
    if (wanted) {
      load();
      return () => {
        canceled = true;
      };
    }
    let cancelIdle: (() => void) | null = null;
    void visitorIntent().then(() => {
      if (canceled) return;
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(load, { timeout: 2000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(load, 0);
        cancelIdle = () => window.clearTimeout(id);
      }
    });
    return () => {
      canceled = true;
      cancelIdle?.();
    };
  }, [menuId, skip, wanted]);
  return full && full.id === menuId ? full.menu : null;
}
