import { describe, expect, it } from 'vitest';
import type { Menu } from '../../src/domain/menu/menu-contract.ts';
import { correctTerm, searchMenu, type MenuSearchOutcome } from '../../src/domain/menu/menu-search.ts';
import { product } from './menu-fixtures.ts';

const menu: Menu = {
  menu_id: 'm',
  name: 'M',
  time_zone: null,
  dayparts: [],
  master_categories: [
    {
      id: 'bakery',
      name: 'Bakery',
      categories: [
        {
          id: 'pastries',
          name: 'Pastries',
          description: 'Baked every morning',
          image: null,
          daypart: null,
          sub_categories: [],
          products: [
            product('p-butter', {
              name: 'Butter Croissant',
              description: 'Flaky',
              nutrition_lifestyle: 'vegetarian,dairy,egg',
            }),
            product('p-almond', {
              name: 'Almond Croissant',
              description: 'Frangipane',
              nutrition_lifestyle: 'vegetarian,dairy,egg,nuts',
            }),
            product('p-banana', {
              name: 'Banana Bread',
              description: 'Made with oat flour',
              nutrition_lifestyle: 'gluten-free,vegetarian,egg',
            }),
            product('p-baguette', {
              name: 'Baguette',
              description: 'Crackling crust',
              nutrition_lifestyle: 'vegan,plant-based,vegetarian',
            }),
          ],
        },
      ],
    },
  ],
};
const ids = (o: MenuSearchOutcome) =>
  o.kind === 'results' ? o.sections.flatMap((s) => s.products.map((p) => p.product_id)) : [];
const search = (term: string, extra: { dietary?: string[]; avoid?: string[] } = {}) =>
  searchMenu(menu, { term, dietary: extra.dietary ?? [], avoid: extra.avoid ?? [], searchDescriptions: true });

describe('forgiving menu search', () => {
  it('corrects a typo to the menu’s word and says so', () => {
    const outcome = search('croisant');
    expect(ids(outcome)).toEqual(['p-butter', 'p-almond']);
    expect(outcome).toMatchObject({ correctedTerm: 'croissant' });
  });
  it('corrects each word and keeps the words the menu has', () => {
    expect(correctTerm(menu, 'almond croisant')).toBe('almond croissant');
    expect(correctTerm(menu, 'pizza')).toBeNull();
    expect(correctTerm(menu, 'croissant')).toBeNull();
  });
  it('does not correct a term that already finds something', () => {
    expect(search('bread')).toMatchObject({ correctedTerm: null });
    expect(ids(search('bread'))).toEqual(['p-banana']);
  });
  it('finds a tag written with a space for its hyphen', () => {
    expect(ids(search('gluten free'))).toEqual(['p-banana']);
    expect(ids(search('Plant Based'))).toEqual(['p-baguette']);
  });
  it('finds nothing, uncorrected, for a word far from every menu word', () => {
    expect(search('sushi')).toEqual({ kind: 'results', sections: [], count: 0, correctedTerm: null });
  });
});

describe('allergens filter out', () => {
  it('"No dairy" leaves out every product tagged dairy, with or without a term', () => {
    expect(ids(search('', { avoid: ['dairy'] }))).toEqual(['p-banana', 'p-baguette']);
    expect(ids(search('croissant', { avoid: ['dairy'] }))).toEqual([]);
  });
  it('combines with a preference, which still filters for its tag', () => {
    expect(ids(search('', { dietary: ['vegetarian'], avoid: ['egg'] }))).toEqual(['p-baguette']);
    expect(ids(search('', { avoid: ['nuts', 'dairy'] }))).toEqual(['p-banana', 'p-baguette']);
  });
});
