import { describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../seed/index.ts';
import { allergensNamedIn, hasNoneOf } from '../../src/domain/menu/allergens.ts';

describe('allergens named in a description', () => {
  it.each([
    ['crumbled feta in a toasted wrap', ['dairy']],
    ['rosemary potatoes and buttered toast', ['dairy']],
    ['over creamy polenta with gremolata', ['dairy']],
    ['two eggs baked in a spiced tomato sauce', ['egg']],
    ['garlic aioli and butter lettuce', ['egg']],
    ['toasted almonds with lemon tahini', ['nuts']],
    ['Parmesan, basil pesto', ['dairy', 'nuts']],
  ])('"%s" names %j', (text, named) => {
    expect(allergensNamedIn(text)).toEqual(named);
  });
  it.each([
    'with oat milk',
    'dairy-free chocolate',
    'roasted eggplant and coconut cream',
    'nutmeg and butternut squash',
    'a nut-free peanut-butter-free bar',
  ])('"%s" names nothing: a look-alike is not the allergen', (text) => {
    expect(allergensNamedIn(text)).toEqual([]);
  });
});

describe('the seeded menu', () => {
  // A guest who filters "No dairy" must not get a dish whose description names cheese.
  it.each(DEMO_BRAND.products.map((p) => [p.id, p] as const))('%s carries every allergen its text names', (_, p) => {
    const tags = p.tags ?? [];
    const missing = allergensNamedIn(`${p.name} ${p.description}`).filter(
      (a) => !(tags as readonly string[]).includes(a),
    );
    expect(missing, `${p.name}: ${p.description}`).toEqual([]);
  });
});

describe('filtering out an allergen', () => {
  it('keeps a product that lists none of the avoided tags', () => {
    expect(hasNoneOf('vegetarian,dairy', ['dairy'])).toBe(false);
    expect(hasNoneOf('vegan,plant-based', ['dairy', 'egg'])).toBe(true);
    expect(hasNoneOf('', ['nuts'])).toBe(true);
  });
});
