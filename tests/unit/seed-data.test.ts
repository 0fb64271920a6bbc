import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../seed/index.ts';
import { clockMinutes, locationPath, windowMinutes } from '../../src/domain/location-model.ts';
import { LIFESTYLE_TAGS } from '../../src/domain/menu/allergens.ts';
import { optionGroupProblem, parseDietaryTags } from '../../src/domain/menu-model.ts';
import { buildSeedRows } from '../../src/server/seed/build-seed-rows.ts';
import { demoBrandSeedSchema } from '../../src/server/seed/seed-schema.ts';

// The demo brand's data files are valid and say what DESIGN §6 asks of them.
const seed = demoBrandSeedSchema.parse(DEMO_BRAND);
const rows = buildSeedRows(seed);
const groups = rows.optionLevels.flatMap((l) => l.groups);
const choices = rows.optionLevels.flatMap((l) => l.choices);

const milesBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
};
const BOSTON = { lat: 42.3601, lng: -71.0589 };
const WASHINGTON = { lat: 38.9072, lng: -77.0369 };

/** Ray casting over [lng, lat] pairs. */
const insidePolygon = (point: { lat: number; lng: number }, polygon: [number, number][]) => {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
};

describe('demo brand locations', () => {
  const locations = seed.locations;

  it('has 15–25 stores in exactly two metro areas, Boston and Washington DC', () => {
    expect(locations.length).toBeGreaterThanOrEqual(15);
    expect(locations.length).toBeLessThanOrEqual(25);
    const boston = locations.filter((l) => milesBetween(l, BOSTON) < 30);
    const washington = locations.filter((l) => milesBetween(l, WASHINGTON) < 30);
    expect(boston.length + washington.length).toBe(locations.length);
    expect(boston.length).toBeGreaterThanOrEqual(5);
    expect(washington.length).toBeGreaterThanOrEqual(5);
    expect(new Set(boston.map((l) => l.state))).toEqual(new Set(['MA']));
    expect(new Set(washington.map((l) => l.state))).toEqual(new Set(['DC', 'MD', 'VA']));
  });

  it('uses plausible ZIPs, area codes, time zones and tax rates per state', () => {
    const rules: Record<string, { zip: RegExp; area: string[]; tax: [number, number] }> = {
      MA: { zip: /^0[12]/, area: ['617', '781', '857', '339'], tax: [625, 700] },
      DC: { zip: /^200/, area: ['202'], tax: [1000, 1000] },
      MD: { zip: /^20[89]/, area: ['301', '240'], tax: [600, 600] },
      VA: { zip: /^22/, area: ['703', '571'], tax: [600, 1100] },
    };
    for (const l of locations) {
      const rule = rules[l.state]!;
      expect(l.zip, l.id).toMatch(rule.zip);
      expect(rule.area, l.id).toContain(l.phone.slice(0, 3));
      expect(l.taxRateBps, l.id).toBeGreaterThanOrEqual(rule.tax[0]);
      expect(l.taxRateBps, l.id).toBeLessThanOrEqual(rule.tax[1]);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: l.timeZone })).not.toThrow();
    }
  });

  it('has unique ids, menu ids and page paths', () => {
    expect(new Set(locations.map((l) => l.id)).size).toBe(locations.length);
    expect(new Set(locations.map((l) => l.menuId)).size).toBe(locations.length);
    const paths = locations.map((l) => locationPath(l.state, l.city, l.address));
    expect(new Set(paths).size).toBe(locations.length);
    expect(paths).toContain('/locations/ma/boston/214-newbury-street');
  });

  it('has exactly one coming-soon store, which cannot take orders yet', () => {
    const soon = locations.filter((l) => l.comingSoon);
    expect(soon).toHaveLength(1);
    expect(soon[0]!.available).toBe(false);
    expect(soon[0]!.openingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('varies services: one without delivery, drive-thrus, curbside, catering, several advance windows', () => {
    const open = locations.filter((l) => !l.comingSoon);
    expect(open.some((l) => !l.services.delivery)).toBe(true);
    expect(open.filter((l) => l.services.drivethru).length).toBeGreaterThanOrEqual(2);
    expect(open.filter((l) => l.services.curbside).length).toBeGreaterThanOrEqual(3);
    expect(open.filter((l) => l.services.catering).length).toBeGreaterThanOrEqual(3);
    expect(new Set(locations.map((l) => l.services.advancedays))).toEqual(new Set([7, 14, 21]));
    expect(open.some((l) => !l.services.transfercart)).toBe(true);
  });

  it('gives every delivering store a zone of 2–5 miles or a polygon around the store', () => {
    const zones = locations.flatMap((l) => (l.delivery ? [{ l, zone: l.delivery.zone }] : []));
    expect(zones.filter(({ zone }) => zone.type === 'polygon')).toHaveLength(1);
    for (const { l, zone } of zones) {
      if (zone.type === 'radius') {
        expect(zone.miles, l.id).toBeGreaterThanOrEqual(2);
        expect(zone.miles, l.id).toBeLessThanOrEqual(5);
      } else {
        expect(insidePolygon(l, zone.coordinates), l.id).toBe(true);
      }
      expect(Number.isInteger(l.delivery!.feeCents) && Number.isInteger(l.delivery!.minimumCents)).toBe(true);
    }
  });

  it('has well-formed hours for every service offered, including a past-midnight window, a 24-hour one and a closed Sunday', () => {
    for (const l of locations) {
      for (const mode of ['pickup', 'curbside', 'drivethru', 'delivery', 'catering'] as const) {
        expect(Boolean(l.hours[mode]?.length), `${l.id} ${mode}`).toBe(l.services[mode]);
      }
    }
    const windows = rows.locationHours;
    for (const w of windows) expect(windowMinutes(w)).toBeGreaterThan(0);
    expect(windows.some((w) => w.closes !== '24:00' && clockMinutes(w.closes) < clockMinutes(w.opens))).toBe(true);
    expect(windows.some((w) => w.opens === '00:00' && w.closes === '24:00')).toBe(true);
    const pickupOnSunday = (id: string) =>
      windows.some((w) => w.locationId === id && w.handoff === 'pickup' && w.weekday === 0);
    expect(locations.some((l) => !pickupOnSunday(l.id))).toBe(true);
  });

  it('closes open stores on brand holidays but not the coming-soon store', () => {
    const soon = locations.find((l) => l.comingSoon)!;
    expect(rows.locationClosures.filter((c) => c.locationId === soon.id)).toHaveLength(0);
    const open = locations.filter((l) => !l.comingSoon);
    const christmas = rows.locationClosures.filter((c) => c.date === '2026-12-25' && c.closed);
    expect(christmas).toHaveLength(open.length);
  });
});

describe('demo brand menu', () => {
  const products = rows.products;

  it('has 80+ products across every section, and no empty category', () => {
    expect(products.length).toBeGreaterThanOrEqual(80);
    const masterOf = new Map(rows.categories.map((c) => [c.id, c.masterCategoryId]));
    const mastersWithProducts = new Set(rows.categoryProducts.map((cp) => masterOf.get(cp.categoryId)));
    expect([...mastersWithProducts].sort()).toEqual([
      'bakery',
      'breakfast',
      'brunch',
      'catering',
      'coffee-drinks',
      'dinner',
      'lunch',
    ]);
    const parents = new Set(rows.categories.map((c) => c.parentId).filter(Boolean));
    for (const c of rows.categories) {
      if (parents.has(c.id)) continue;
      expect(
        rows.categoryProducts.some((cp) => cp.categoryId === c.id),
        c.id,
      ).toBe(true);
    }
    expect(parents.size).toBeGreaterThanOrEqual(1);
  });

  it('keeps breakfast in the morning and dinner in the evening', () => {
    const byId = new Map(seed.dayparts.map((d) => [d.id, d]));
    expect(['10:30', '11:00']).toContain(byId.get('breakfast')!.ends);
    expect(clockMinutes(byId.get('dinner')!.starts)).toBeGreaterThanOrEqual(clockMinutes('16:00'));
  });

  it('prices everything in integer cents, with calories and quantities that make sense', () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceCents) && p.priceCents! >= 0, p.id).toBe(true);
      expect(p.caloriesMax ?? 0, p.id).toBeGreaterThanOrEqual(p.caloriesBase ?? 0);
      expect(p.quantityMin!, p.id).toBeLessThanOrEqual(p.quantityMax!);
      expect((p.quantityMax! - p.quantityMin!) % p.quantityIncrement!, p.id).toBe(0);
    }
    for (const c of choices) expect(Number.isInteger(c.priceDeltaCents), c.id).toBe(true);
    expect(new Set(products.map((p) => p.pdpSlug)).size).toBe(products.length);
  });

  it('tags products only with the seven dietary tags and the allergens', () => {
    const used = new Set<string>();
    for (const p of products) {
      for (const tag of parseDietaryTags(p.nutritionLifestyle ?? '')) {
        expect(LIFESTYLE_TAGS as readonly string[], p.id).toContain(tag);
        used.add(tag);
      }
    }
    expect([...used].sort()).toEqual([...LIFESTYLE_TAGS].sort());
  });

  it('gives every product, category and the placeholder an SVG image with a title', () => {
    const files = [
      ...products.map((p) => p.image!),
      ...rows.categories.map((c) => c.image!),
      '/images/placeholder.svg',
    ];
    for (const image of files) {
      const file = path.join('public', image);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toMatch(/<svg[^>]*>\s*<title[^>]*>[^<]+<\/title>/);
    }
  });

  it('has a hidden-customise Utensils item at no charge', () => {
    const utensils = products.find((p) => p.name === 'Utensils');
    expect(utensils).toMatchObject({ priceCents: 0, hideCustomize: true });
  });

  it('has option groups whose rules are consistent (min ≤ max ≤ number of choices)', () => {
    const choicesOf = (groupId: string) => choices.filter((c) => c.groupId === groupId);
    for (const g of groups) {
      const own = choicesOf(g.id!);
      const problem = optionGroupProblem(
        {
          minSelect: g.minSelect!,
          maxSelect: g.maxSelect!,
          allowQuantity: g.allowQuantity!,
          maxChoiceQuantity: g.maxChoiceQuantity ?? null,
          minTotalQuantity: g.minTotalQuantity ?? null,
          maxTotalQuantity: g.maxTotalQuantity ?? null,
        },
        own.length,
      );
      expect(problem, g.id).toBeNull();
      expect(own.filter((c) => c.isDefault).length, g.id).toBeLessThanOrEqual(g.maxSelect!);
    }
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
    expect(new Set(choices.map((c) => c.id)).size).toBe(choices.length);
  });

  it('nests groups only under choices of the same product that come before them', () => {
    const seen = new Map<string, string>();
    rows.optionLevels.forEach((level, depth) => {
      for (const g of level.groups) {
        if (depth === 0) expect(g.parentChoiceId).toBeNull();
        else expect(seen.get(g.parentChoiceId!), g.id).toBe(g.productId);
      }
      const productOfGroup = new Map(level.groups.map((g) => [g.id!, g.productId!]));
      for (const c of level.choices) seen.set(c.id!, productOfGroup.get(c.groupId!)!);
    });
    expect(rows.optionLevels.length).toBeGreaterThanOrEqual(3);
  });

  it('exercises every option rule the cart must handle', () => {
    const required = groups.filter((g) => g.minSelect === 1 && g.maxSelect === 1);
    expect(
      required.some((g) => g.name === 'Choose a Size' && choices.some((c) => c.groupId === g.id && c.name === 'Whole')),
    ).toBe(true);
    expect(groups.some((g) => g.minSelect === 0 && g.maxSelect === 3)).toBe(true);
    expect(choices.some((c) => c.priceDeltaCents! < 0 && /no cheese/i.test(c.name))).toBe(true);
    expect(choices.some((c) => c.isDefault)).toBe(true);
    const quantityBox = groups.find((g) => g.allowQuantity && g.minTotalQuantity === 12 && g.maxTotalQuantity === 12);
    expect(quantityBox).toBeDefined();
    const writing = groups.find((g) => g.allowCustomText);
    expect(writing).toMatchObject({ customTextMaxLength: 40 });
    expect(groups.some((g) => g.id === 'p-turkey-avocado-club.combo.yes.side.salad.dressing')).toBe(true);
  });

  it('can quick-add every quick-add product with its defaults', () => {
    for (const p of products.filter((x) => x.quickAdd)) {
      for (const g of groups.filter((x) => x.productId === p.id && x.parentChoiceId === null && x.minSelect! > 0)) {
        const defaults = choices.filter((c) => c.groupId === g.id && c.isDefault).length;
        expect(defaults, g.id).toBeGreaterThanOrEqual(g.minSelect!);
      }
    }
  });

  it('sells catering-only products only on the menus of stores that cater, and names only real products in overrides', () => {
    const cateringOnly = new Set(
      products.filter((p) => p.handoffs?.length === 1 && p.handoffs[0] === 'catering').map((p) => p.id),
    );
    expect(cateringOnly.size).toBeGreaterThanOrEqual(5);
    const catersByMenu = new Map(seed.locations.map((l) => [l.menuId, l.services.catering]));
    for (const mp of rows.menuProducts) {
      if (cateringOnly.has(mp.productId))
        expect(catersByMenu.get(mp.menuId), `${mp.menuId} ${mp.productId}`).toBe(true);
    }
    expect(rows.menus.map((m) => m.id)).toContain(seed.defaultMenu.id);
    const brokenSeed = { ...seed, locations: [{ ...seed.locations[0]!, menu: { unavailable: ['p-no-such-thing'] } }] };
    expect(() => buildSeedRows(brokenSeed)).toThrow(/unknown product p-no-such-thing/);
  });
});
