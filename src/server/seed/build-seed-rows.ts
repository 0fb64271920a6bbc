import { slugify } from '../../domain/location-model.ts';
import type { HandoffMode } from '../../domain/location-model.ts';
import type * as schema from '../db/schema/index.ts';
import type { ClosureSeed, DemoBrandSeed, OptionGroupSeed } from './seed-schema.ts';
import { categoryImagePath, productImageColumns } from './seed-images.ts';

/** The rows a seed writes into one table. */
type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/**
 * Turns the demo-brand data files into table rows (pure: no database). Every cross-reference
 * (category, daypart, product id in a location's menu settings) is checked here, so a typo in
 * seed/ fails loudly at start and in tests instead of producing a half-seeded brand.
 */
export interface SeedRows {
  dayparts: Rows<typeof schema.dayparts>;
  masterCategories: Rows<typeof schema.masterCategories>;
  /** Parents before children, so one batch satisfies the self reference. */
  categories: Rows<typeof schema.categories>;
  products: Rows<typeof schema.products>;
  categoryProducts: Rows<typeof schema.categoryProducts>;
  /** One level per nesting depth: groups of a level need the choices of the level before. */
  optionLevels: { groups: Rows<typeof schema.optionGroups>; choices: Rows<typeof schema.optionChoices> }[];
  menus: Rows<typeof schema.menus>;
  menuProducts: Rows<typeof schema.menuProducts>;
  locations: Rows<typeof schema.locations>;
  locationHours: Rows<typeof schema.locationHours>;
  locationClosures: Rows<typeof schema.locationClosures>;
}

/** Slot settings of a store that names none (DESIGN §4 Time slots). */
export const DEFAULT_SLOTS = { slotMinutes: 15, leadMinutes: 15, deliveryLeadMinutes: 45, slotCapacity: 8 } as const;

/** The {pid} of /menu/{mid}/product/{pid}: the product id without its 'p-' prefix. */
export const pdpSlugOf = (productId: string) => productId.replace(/^p-/, '');

export function buildSeedRows(seed: DemoBrandSeed): SeedRows {
  const fail = (message: string): never => {
    throw new Error(`Demo brand seed: ${message}`);
  };
  const unique = (kind: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) fail(`duplicate ${kind} id "${id}"`);
      seen.add(id);
    }
    return seen;
  };

  const daypartIds = unique('daypart', seed.dayparts.map((d) => d.id));
  const masterIds = unique('master category', seed.masterCategories.map((m) => m.id));
  const categoryIds = unique('category', seed.categories.map((c) => c.id));
  const productIds = unique('product', seed.products.map((p) => p.id));
  unique('location', seed.locations.map((l) => l.id));
  unique('menu', [seed.defaultMenu.id, ...seed.locations.map((l) => l.menuId)]);

  const categoryRows = seed.categories.map((c, sort) => {
    if (!masterIds.has(c.master)) fail(`category ${c.id} has unknown master category ${c.master}`);
    if (c.daypart && !daypartIds.has(c.daypart)) fail(`category ${c.id} has unknown daypart ${c.daypart}`);
    if (c.parent && !categoryIds.has(c.parent)) fail(`category ${c.id} has unknown parent ${c.parent}`);
    return {
      id: c.id,
      masterCategoryId: c.master,
      parentId: c.parent ?? null,
      name: c.name,
      description: c.description,
      image: categoryImagePath(c.id),
      daypartId: c.daypart ?? null,
      sort,
    };
  });
  categoryRows.sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));

  const categorySorts = new Map<string, number>();
  const categoryProductRows: SeedRows['categoryProducts'] = [];
  const optionLevels: SeedRows['optionLevels'] = [];
  const productRows = seed.products.map((p, sort) => {
    for (const categoryId of p.categories) {
      if (!categoryIds.has(categoryId)) fail(`product ${p.id} is in unknown category ${categoryId}`);
      const position = categorySorts.get(categoryId) ?? 0;
      categorySorts.set(categoryId, position + 1);
      categoryProductRows.push({ categoryId, productId: p.id, sort: position });
    }
    addOptionGroups(p.options ?? [], { productId: p.id, parentId: p.id, parentChoiceId: null, depth: 0 }, optionLevels);
    return {
      id: p.id,
      pdpSlug: pdpSlugOf(p.id),
      name: p.name,
      description: p.description,
      priceCents: p.priceCents,
      caloriesBase: p.calories?.[0] ?? null,
      caloriesMax: p.calories?.[1] ?? null,
      nutritionLifestyle: (p.tags ?? []).join(','),
      quantityMin: p.quantity?.min ?? 1,
      quantityMax: p.quantity?.max ?? 99,
      quantityIncrement: p.quantity?.increments ?? 1,
      quickAdd: p.quickAdd ?? false,
      hideCustomize: p.hideCustomize ?? false,
      upsell: p.upsell ?? false,
      ...productImageColumns(p),
      handoffs: p.handoffs ?? null,
      sort,
    };
  });

  const isCateringOnly = (handoffs: HandoffMode[] | undefined) => handoffs !== undefined && handoffs.every((h) => h === 'catering');
  const menuRows: SeedRows['menus'] = [{ id: seed.defaultMenu.id, name: seed.defaultMenu.name, kind: 'mealtime' }];
  const menuProductRows: SeedRows['menuProducts'] = seed.products
    .filter((p) => !isCateringOnly(p.handoffs))
    .map((p) => ({ menuId: seed.defaultMenu.id, productId: p.id, priceCents: null, available: true }));

  const locationRows: SeedRows['locations'] = [];
  const hoursRows: SeedRows['locationHours'] = [];
  const closureRows: SeedRows['locationClosures'] = [];
  for (const l of seed.locations) {
    const unavailable = new Set(l.menu?.unavailable ?? []);
    const prices = l.menu?.prices ?? {};
    for (const id of [...unavailable, ...Object.keys(prices)]) {
      if (!productIds.has(id)) fail(`location ${l.id} names unknown product ${id}`);
    }
    if (l.services.delivery !== Boolean(l.delivery)) fail(`location ${l.id}: delivery service and delivery settings disagree`);
    for (const mode of ['pickup', 'curbside', 'drivethru', 'delivery', 'catering'] as const) {
      if (l.services[mode] !== Boolean(l.hours[mode])) fail(`location ${l.id}: service ${mode} and its hours disagree`);
    }

    locationRows.push({
      id: l.id,
      menuId: l.menuId,
      name: l.name,
      address: l.address,
      city: l.city,
      state: l.state,
      zip: l.zip,
      country: 'US',
      citySlug: slugify(l.city),
      addressSlug: slugify(l.address),
      phone: l.phone,
      lat: l.lat,
      lng: l.lng,
      timeZone: l.timeZone,
      comingSoon: l.comingSoon ?? false,
      openingDate: l.openingDate ?? null,
      available: l.available ?? true,
      pickup: l.services.pickup,
      curbside: l.services.curbside,
      drivethru: l.services.drivethru,
      delivery: l.services.delivery,
      catering: l.services.catering,
      advanceDays: l.services.advancedays,
      transferCart: l.services.transfercart,
      taxRateBps: l.taxRateBps,
      deliveryZone: l.delivery?.zone ?? null,
      deliveryFeeCents: l.delivery?.feeCents ?? 0,
      deliveryMinimumCents: l.delivery?.minimumCents ?? 0,
      // Every row names every column: the set-based upsert sends nulls for missing keys.
      ...(l.slots ?? DEFAULT_SLOTS),
    });

    menuRows.push({ id: l.menuId, name: `Larkspur ${l.name}`, kind: 'mealtime' });
    for (const p of seed.products) {
      // Catering-only products are sold only where the store caters.
      if (isCateringOnly(p.handoffs) && !l.services.catering) continue;
      menuProductRows.push({ menuId: l.menuId, productId: p.id, priceCents: prices[p.id] ?? null, available: !unavailable.has(p.id) });
    }

    const hourKeys = new Set<string>();
    for (const [handoff, schedule] of Object.entries(l.hours) as [HandoffMode, typeof l.hours.pickup][]) {
      for (const line of schedule ?? []) {
        for (const weekday of line.days) {
          const key = `${handoff}/${weekday}/${line.opens}`;
          if (hourKeys.has(key)) fail(`location ${l.id} opens twice at ${key}`);
          hourKeys.add(key);
          hoursRows.push({ locationId: l.id, handoff, weekday, opens: line.opens, closes: line.closes });
        }
      }
    }

    // Brand holidays apply to open stores; a store's own entry for the same date wins.
    const byDate = new Map<string, ClosureSeed>();
    if (!l.comingSoon) for (const h of seed.holidays) byDate.set(h.date, h);
    for (const c of l.closures ?? []) byDate.set(c.date, c);
    for (const c of byDate.values()) {
      closureRows.push({ locationId: l.id, date: c.date, closed: c.closed, opens: c.opens ?? null, closes: c.closes ?? null, reason: c.reason });
    }
  }

  return {
    dayparts: seed.dayparts.map((d, sort) => ({ ...d, sort })),
    masterCategories: seed.masterCategories.map((m, sort) => ({ ...m, sort })),
    categories: categoryRows,
    products: productRows,
    categoryProducts: categoryProductRows,
    optionLevels,
    menus: menuRows,
    menuProducts: menuProductRows,
    locations: locationRows,
    locationHours: hoursRows,
    locationClosures: closureRows,
  };
}

/**
 * Flattens nested option groups. Ids are paths, stable across runs and readable in carts:
 * 'p-turkey-avocado-club.combo' → choice 'p-turkey-avocado-club.combo.yes' → nested group
 * 'p-turkey-avocado-club.combo.yes.side'.
 */
function addOptionGroups(
  groups: OptionGroupSeed[],
  at: { productId: string; parentId: string; parentChoiceId: string | null; depth: number },
  levels: SeedRows['optionLevels'],
): void {
  const level = (levels[at.depth] ??= { groups: [], choices: [] });
  groups.forEach((g, sort) => {
    const groupId = `${at.parentId}.${g.key}`;
    level.groups.push({
      id: groupId,
      productId: at.productId,
      parentChoiceId: at.parentChoiceId,
      name: g.name,
      description: g.description ?? '',
      minSelect: g.min,
      maxSelect: g.max,
      allowQuantity: g.quantity !== undefined,
      maxChoiceQuantity: g.quantity?.perChoice ?? null,
      minTotalQuantity: g.quantity?.minTotal ?? null,
      maxTotalQuantity: g.quantity?.maxTotal ?? null,
      allowCustomText: g.customText !== undefined,
      customTextLabel: g.customText?.label ?? null,
      customTextMaxLength: g.customText?.maxLength ?? null,
      sort,
    });
    g.choices.forEach((c, choiceSort) => {
      const choiceId = `${groupId}.${c.key}`;
      level.choices.push({
        id: choiceId,
        groupId,
        name: c.name,
        priceDeltaCents: c.priceDelta ?? 0,
        caloriesDelta: c.calories ?? 0,
        isDefault: c.default ?? false,
        sort: choiceSort,
      });
      if (c.options?.length) {
        addOptionGroups(c.options, { productId: at.productId, parentId: choiceId, parentChoiceId: choiceId, depth: at.depth + 1 }, levels);
      }
    });
  });
}
