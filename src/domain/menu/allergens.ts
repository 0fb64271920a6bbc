import { searchKey } from '../fuzzy-text.ts';
import { DIETARY_TAGS, parseDietaryTags } from './dietary-tags.ts';

/**
 * Allergens a product's tags declare ("contains"): a guest filters them OUT ("No dairy"), where a
 * preference (vegan, gluten-free…) filters FOR a property (spec §5). They share the product's
 * nutrition_lifestyle list; dairy is also one of the spec's dietary icons.
 */
export const ALLERGENS = ['dairy', 'egg', 'nuts'] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = { dairy: 'No dairy', egg: 'No egg', nuts: 'No nuts' };

export const isAllergen = (tag: string): tag is Allergen => (ALLERGENS as readonly string[]).includes(tag);

/** The dietary tags a guest filters for: the spec's icons less the allergens. */
export const PREFERENCE_TAGS = DIETARY_TAGS.filter((t) => !isAllergen(t));

/** Every tag nutrition_lifestyle may carry. */
export const LIFESTYLE_TAGS = [
  ...DIETARY_TAGS,
  ...ALLERGENS.filter((a) => !(DIETARY_TAGS as readonly string[]).includes(a)),
] as const;

/** True when none of the avoided allergens is among the product's tags. */
export const hasNoneOf = (lifestyle: string, avoid: readonly string[]) => {
  const tags = parseDietaryTags(lifestyle);
  return avoid.every((a) => !tags.includes(a.toLowerCase()));
};

/** Phrases that name a look-alike that is not the allergen ("oat milk", "peanut butter" is no dairy). */
const NOT_ALLERGEN: Record<Allergen, string[]> = {
  dairy: [
    'dairy free',
    'non dairy',
    'oat milk',
    'almond milk',
    'soy milk',
    'coconut milk',
    'coconut cream',
    'cashew cream',
    'peanut butter',
    'almond butter',
    'apple butter',
    'cocoa butter',
    'vegan butter',
    'vegan cheese',
    'butter lettuce',
  ],
  egg: ['egg free', 'vegan mayo'],
  nuts: ['nut free', 'peanut butter free'],
};

/** Words that name the allergen in a description. */
const NAMES: Record<Allergen, RegExp> = {
  dairy:
    /\b(milk|milks|cheese|cheeses|cheddar|feta|mozzarella|parmesan|parmigiano|ricotta|mascarpone|brie|gruyere|burrata|fontina|provolone|havarti|pecorino|halloumi|labneh|paneer|queso|butter|buttered|buttery|buttermilk|cream|creamy|creme|yogurt|yoghurt|latte|cappuccino|macchiato|mocha|ghee|custard|brioche|whey)\b/,
  egg: /\b(egg|eggs|omelet|omelette|frittata|mayo|mayonnaise|aioli|meringue|brioche|hollandaise|custard|quiche)\b/,
  nuts: /\b(nut|nuts|almond|almonds|walnut|walnuts|pecan|pecans|pistachio|pistachios|hazelnut|hazelnuts|cashew|cashews|peanut|peanuts|macadamia|praline|pesto|marzipan|frangipane|gianduja)\b/,
};

/** The allergens a product's text names, look-alikes left out. */
export function allergensNamedIn(text: string): Allergen[] {
  const key = ` ${searchKey(text)} `;
  return ALLERGENS.filter((allergen) => {
    let rest = key;
    for (const phrase of NOT_ALLERGEN[allergen]) rest = rest.split(` ${phrase} `).join(' ');
    return NAMES[allergen].test(rest);
  });
}
