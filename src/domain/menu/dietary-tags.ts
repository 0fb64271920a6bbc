/** Dietary tags without zod: the menu page's filters and icons use them on first load. */

/** Spec §2 "Dietary icons": the only tags a product's nutrition_lifestyle may carry. */
export const DIETARY_TAGS = ['dairy', 'gluten-free', 'keto', 'paleo', 'plant-based', 'vegan', 'vegetarian'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** Splits the comma-separated nutrition_lifestyle text into tags (spec §5: filters match against this list). */
export const parseDietaryTags = (lifestyle: string): string[] =>
  lifestyle
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
