import { describe, expect, it } from 'vitest';
import { searchMenu } from '../../src/domain/menu/menu-search.ts';
import type { Menu } from '../../src/domain/menu/menu-contract.ts';
import { product } from './menu-fixtures.ts';

const menu: Menu = {
  menu_id: 'm',
  name: 'M',
  time_zone: null,
  dayparts: [],
  master_categories: [
    {
      id: 'lunch',
      name: 'Lunch',
      categories: [
        {
          id: 'salads',
          name: 'Salads',
          description: 'Crisp greens and house dressings',
          image: null,
          daypart: null,
          sub_categories: [],
          products: [
            product('p-greek', {
              name: 'Greek Salad',
              description: 'Feta and olives',
              nutrition_lifestyle: 'gluten-free,vegetarian,dairy',
            }),
            product('p-kale', { name: 'Kale Caesar', description: 'Parmesan crisps', nutrition_lifestyle: 'dairy' }),
          ],
        },
        {
          id: 'soups',
          name: 'Soups',
          description: 'Simmered daily',
          image: null,
          daypart: null,
          sub_categories: [],
          products: [
            product('p-lentil', {
              name: 'Moroccan Lentil',
              description: 'Vegan and hearty',
              nutrition_lifestyle: 'vegan, plant-based, Vegetarian',
            }),
          ],
        },
      ],
    },
    {
      id: 'bakery',
      name: 'Bakery',
      categories: [
        {
          id: 'pastries',
          name: 'Pastries',
          description: 'Laminated before sunrise',
          image: null,
          daypart: null,
          products: [],
          sub_categories: [
            {
              id: 'croissants',
              name: 'Croissants',
              description: 'Flaky',
              products: [
                product('p-croissant', {
                  name: 'Butter Croissant',
                  description: 'Buttery GREENS-free',
                  nutrition_lifestyle: 'vegetarian,dairy',
                }),
              ],
            },
          ],
        },
      ],
    },
  ],
};
const ids = (o: ReturnType<typeof searchMenu>) =>
  o.kind === 'results' ? o.sections.map((s) => `${s.id}:${s.products.map((p) => p.product_id).join('+')}`) : o;

describe('menu search (spec §5)', () => {
  it('matches product name and description case-insensitively, dropping empty categories', () => {
    expect(ids(searchMenu(menu, { term: 'CROISS', dietary: [], searchDescriptions: true }))).toEqual([
      'croissants:p-croissant',
    ]);
    expect(ids(searchMenu(menu, { term: 'olives', dietary: [], searchDescriptions: false }))).toEqual([
      'salads:p-greek',
    ]);
  });
  it('matches the category name (every product of it) and its description only when the setting is on', () => {
    expect(ids(searchMenu(menu, { term: 'soups', dietary: [], searchDescriptions: false }))).toEqual([
      'soups:p-lentil',
    ]);
    expect(ids(searchMenu(menu, { term: 'greens', dietary: [], searchDescriptions: true }))).toEqual([
      'salads:p-greek+p-kale',
      'croissants:p-croissant',
    ]);
    expect(ids(searchMenu(menu, { term: 'greens', dietary: [], searchDescriptions: false }))).toEqual([
      'croissants:p-croissant',
    ]);
    expect(ids(searchMenu(menu, { term: 'sunrise', dietary: [], searchDescriptions: true }))).toEqual([
      'croissants:p-croissant',
    ]);
  });
  it('requires ALL selected dietary tags in the comma-separated list', () => {
    expect(ids(searchMenu(menu, { term: 'a', dietary: ['vegetarian'], searchDescriptions: true }))).toEqual([
      'salads:p-greek',
      'soups:p-lentil',
      'croissants:p-croissant',
    ]);
    expect(
      ids(searchMenu(menu, { term: '', dietary: ['vegetarian', 'gluten-free'], searchDescriptions: true })),
    ).toEqual(['salads:p-greek']);
    expect(ids(searchMenu(menu, { term: 'salad', dietary: ['vegan'], searchDescriptions: true }))).toEqual([]);
  });
  it('an empty term clears results and selects the first master category', () => {
    expect(searchMenu(menu, { term: '   ', dietary: [], searchDescriptions: true })).toEqual({
      kind: 'cleared',
      masterCategoryId: 'lunch',
    });
  });
});
