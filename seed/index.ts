import type { DemoBrandSeed } from '../src/server/seed/seed-schema.ts';
import { HOLIDAYS } from './holidays.ts';
import { LOCATIONS } from './locations.ts';
import { BAKERY, CATERING } from './menu/bakery-catering.ts';
import { BREAKFAST } from './menu/breakfast.ts';
import { DINNER, DRINKS } from './menu/dinner-drinks.ts';
import { LUNCH } from './menu/lunch.ts';
import { CATEGORIES, DAYPARTS, MASTER_CATEGORIES } from './menu/structure.ts';

/**
 * The demo brand, Larkspur Bakery & Cafe (DESIGN §6): data only. The loader is
 * src/server/seed/seed-demo-brand.ts; the product images come from scripts/generate-product-images.ts.
 */
export const DEMO_BRAND: DemoBrandSeed = {
  defaultMenu: { id: 'mealtime', name: 'Larkspur Menu' },
  holidays: HOLIDAYS,
  locations: LOCATIONS,
  dayparts: DAYPARTS,
  masterCategories: MASTER_CATEGORIES,
  categories: CATEGORIES,
  products: [...BREAKFAST, ...LUNCH, ...DINNER, ...DRINKS, ...BAKERY, ...CATERING],
};
