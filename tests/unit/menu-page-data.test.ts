import { describe, expect, it } from 'vitest';
import type { Menu } from '../../src/domain/menu/menu-contract.ts';
import { activeMasterCards, cardOf, menuCards } from '../../src/domain/menu/menu-page-data.ts';
import { choice, club, group, menuOf, product } from './menu-fixtures.ts';

const image = (kind: string) => ({ kind, url: `/images/${kind}.svg`, alt: kind, width: 320, height: 240, srcset: [] });

/** Two master categories, each with a category and a sub-category. */
const twoMasters = (): Menu => {
  const withGroups = product('p-latte', {
    meta: { quick_add: true, hide_customize: false },
    option_groups: [group('milk', [choice('whole', { is_default: true })], { min_select: 1, max_select: 1 })],
  });
  const base = menuOf([]);
  return {
    ...base,
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
            sub_categories: [{ id: 'b-sub', name: 'B sub', description: '', products: [withGroups] }],
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
            products: [product('p-croissant')],
            sub_categories: [{ id: 'k-sub', name: 'K sub', description: '', products: [product('p-muffin')] }],
          },
        ],
      },
    ],
  };
};

describe('menu page data (decision 259)', () => {
  it('a card keeps every card field, only the menu picture, and no option groups', () => {
    const full = product('p-club', {
      images: [image('hero'), image('mobile-webapp-menu')],
      option_groups: club.option_groups,
    });
    const card = cardOf(full);
    expect(card.images).toEqual([image('mobile-webapp-menu')]);
    expect(card.option_groups).toEqual([]);
    expect({ ...card, images: full.images, option_groups: full.option_groups }).toEqual(full);
    // No menu-kind picture: the first one; none at all stays none.
    expect(cardOf(product('p-x', { images: [image('hero')] })).images).toEqual([image('hero')]);
    expect(cardOf(product('p-y')).images).toEqual([]);
  });

  it('menuCards strips groups everywhere, sub-categories included, and leaves the menu as it was', () => {
    const menu = twoMasters();
    const before = structuredClone(menu);
    const cards = menuCards(menu);
    const products = cards.master_categories.flatMap((m) =>
      m.categories.flatMap((c) => [...c.products, ...c.sub_categories.flatMap((s) => s.products)]),
    );
    expect(products.map((p) => p.product_id)).toEqual(['p-club', 'p-latte', 'p-croissant', 'p-muffin']);
    expect(products.every((p) => p.option_groups.length === 0)).toBe(true);
    expect(menu).toEqual(before);
  });

  it('activeMasterCards: the shown master category has its cards, the others only their outline', () => {
    const data = activeMasterCards(twoMasters(), 'bakery');
    const [breakfast, bakery] = data.master_categories;
    expect(breakfast!.categories[0]!.products).toEqual([]);
    expect(breakfast!.categories[0]!.sub_categories).toEqual([
      { id: 'b-sub', name: 'B sub', description: '', products: [] },
    ]);
    expect(breakfast!.categories[0]!.name).toBe('B');
    // Decision 327: an outline is ids and names only (the browser renders a panel from the full menu).
    expect(breakfast).toEqual({
      id: 'breakfast',
      name: 'Breakfast',
      categories: [
        {
          id: 'b',
          name: 'B',
          description: '',
          image: null,
          daypart: null,
          products: [],
          sub_categories: [{ id: 'b-sub', name: 'B sub', description: '', products: [] }],
        },
      ],
    });
    expect(bakery!.categories[0]!.description).toBe('d');
    expect(bakery!.categories[0]!.products.map((p) => p.product_id)).toEqual(['p-croissant']);
    expect(bakery!.categories[0]!.sub_categories[0]!.products.map((p) => p.product_id)).toEqual(['p-muffin']);
    // No master shown (an empty menu): every master is an outline.
    expect(
      activeMasterCards(twoMasters(), null).master_categories.every((m) =>
        m.categories.every((c) => c.products.length === 0),
      ),
    ).toBe(true);
  });
});
