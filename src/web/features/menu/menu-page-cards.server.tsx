import { renderToString } from 'react-dom/server';
import type { Menu } from '../../../domain/menu/menu-contract.ts';
import { activeMasterCards, menuCards } from '../../../domain/menu/menu-page-data.ts';
import { MenuPanelIndex } from './menu-panel-index.tsx';
import type { PanelHtml } from './server-panels.ts';

/**
 * The menu page's per-menu work, done once per menu version instead of per render.
 * The menu service hands out one object per menu version, so everything derived
 * from it is kept in WeakMaps keyed by that object: a new version is a new key, and the old
 * entries go with the old menu. The results are shared between requests and never mutated.
 */
const cardsOf = new WeakMap<Menu, Menu>();
const firstScreenOf = new WeakMap<Menu, Map<string | null, Menu>>();
const panelsOf = new WeakMap<Menu, Map<string, ReadonlyMap<string, PanelHtml>>>();

/** Every product as a card (menuCards), once per menu version. */
export function menuCardsOnce(menu: Menu): Menu {
  let cards = cardsOf.get(menu);
  if (!cards) cardsOf.set(menu, (cards = menuCards(menu)));
  return cards;
}

/** The first screen's data (activeMasterCards), once per menu version and master category. */
export function activeMasterCardsOnce(menu: Menu, activeMasterId: string | null): Menu {
  let byMaster = firstScreenOf.get(menu);
  if (!byMaster) firstScreenOf.set(menu, (byMaster = new Map()));
  let data = byMaster.get(activeMasterId);
  if (!data) byMaster.set(activeMasterId, (data = activeMasterCards(menu, activeMasterId)));
  return data;
}

/**
 * Each master category's hidden-panel HTML (MenuPanelIndex), rendered once per menu
 * version and location menu id (at most two per menu: the default menu's browse page and a
 * location's). `renderToString` is the same Fizz renderer as the page's stream, so the markup is
 * byte for byte what rendering the component inside the page gave.
 */
export function hiddenPanelsHtml(cards: Menu, locationMenuId: string | null): ReadonlyMap<string, PanelHtml> {
  let byLocation = panelsOf.get(cards);
  if (!byLocation) panelsOf.set(cards, (byLocation = new Map()));
  const key = locationMenuId ?? '';
  let panels = byLocation.get(key);
  if (!panels) {
    panels = new Map(
      cards.master_categories.map((master) => [
        master.id,
        { __html: renderToString(<MenuPanelIndex master={master} locationMenuId={locationMenuId} />) },
      ]),
    );
    byLocation.set(key, panels);
  }
  return panels;
}
