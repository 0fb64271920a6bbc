import type { DemoBrandSeed, ProductSeed } from '../src/server/seed/seed-schema.ts';
import { HOLIDAYS } from './holidays.ts';
import { LOCATIONS } from './locations.ts';
import { BAKERY, CATERING } from './menu/bakery-catering.ts';
import { BREAKFAST } from './menu/breakfast.ts';
import { DINNER, DRINKS } from './menu/dinner-drinks.ts';
import { LUNCH } from './menu/lunch.ts';
import { PRODUCT_ART } from './menu/product-art.ts';
import { CATEGORIES, DAYPARTS, MASTER_CATEGORIES } from './menu/structure.ts';

/**
 * Each product shows its generated illustration (decision 204), with the alt text of
 * product-art.ts, unless its data names its own image (a bakery's photograph).
 */
const illustrated = (products: ProductSeed[]): ProductSeed[] =>
  products.map((p) => {
    const art = PRODUCT_ART[p.id];
    return p.image || !art ? p : { ...p, image: { src: `/images/products/${p.id}.svg`, alt: art.alt, width: 320, height: 240 } };
  });

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
  products: illustrated([...BREAKFAST, ...LUNCH, ...DINNER, ...DRINKS, ...BAKERY, ...CATERING]),
};
