import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Menu } from '../../src/domain/menu/menu-contract.ts';
import { activeMasterCards, menuCards } from '../../src/domain/menu/menu-page-data.ts';
import {
  activeMasterCardsOnce,
  hiddenPanelsHtml,
  menuCardsOnce,
} from '../../src/web/features/menu/menu-page-cards.server.tsx';
import { MenuPanelIndex } from '../../src/web/features/menu/menu-panel-index.tsx';
import { club, menuOf, product } from './menu-fixtures.ts';

/** Two master categories, one sold-out product among them (its price line carries two texts). */
const twoMasters = (): Menu => ({
  ...menuOf([]),
  master_categories: [
    {
      id: 'breakfast',
      name: 'Breakfast',
      categories: [
        {
          id: 'b',
          name: 'B',
          description: 'd',
          image: null,
          daypart: null,
          products: [club],
          sub_categories: [{ id: 'b-sub', name: 'B sub', description: '', products: [product('p-latte')] }],
        },
      ],
    },
    {
      id: 'bakery',
      name: 'Bakery',
      categories: [
        {
          id: 'k',
          name: 'K',
          description: 'd',
          image: null,
          daypart: null,
          products: [product('p-croissant', { available: false })],
          sub_categories: [],
        },
      ],
    },
  ],
});

describe('menu page work once per menu version (decision 314)', () => {
  it('the cards and the first screen are the pure functions’ results, kept per menu object', () => {
    const menu = twoMasters();
    expect(menuCardsOnce(menu)).toEqual(menuCards(menu));
    expect(menuCardsOnce(menu)).toBe(menuCardsOnce(menu));
    expect(activeMasterCardsOnce(menu, 'bakery')).toEqual(activeMasterCards(menu, 'bakery'));
    expect(activeMasterCardsOnce(menu, 'bakery')).toBe(activeMasterCardsOnce(menu, 'bakery'));
    expect(activeMasterCardsOnce(menu, null)).toEqual(activeMasterCards(menu, null));
    // A new version is a new object: nothing of the old one is reused.
    const next = twoMasters();
    expect(menuCardsOnce(next)).not.toBe(menuCardsOnce(menu));
  });

  it('a hidden panel’s HTML is what rendering MenuPanelIndex in place gives, per location menu id', () => {
    const cards = menuCardsOnce(twoMasters());
    for (const locationMenuId of [null, '10101']) {
      const panels = hiddenPanelsHtml(cards, locationMenuId);
      expect([...panels.keys()]).toEqual(['breakfast', 'bakery']);
      for (const master of cards.master_categories)
        expect(panels.get(master.id)!.__html).toBe(
          renderToString(createElement(MenuPanelIndex, { master, locationMenuId })),
        );
      expect(hiddenPanelsHtml(cards, locationMenuId)).toBe(panels);
    }
    expect(hiddenPanelsHtml(cards, '10101').get('bakery')!.__html).toContain('/menu/10101/product/');
    expect(hiddenPanelsHtml(cards, null).get('bakery')!.__html).toContain('Sold out');
  });
});
