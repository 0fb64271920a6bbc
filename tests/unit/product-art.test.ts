import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAllArt } from '../../scripts/generate-product-images.ts';
import { SUBJECTS } from '../../scripts/product-art/subjects.ts';
import { DEMO_BRAND } from '../../seed/index.ts';
import { ART_SUBJECTS, PRODUCT_ART } from '../../seed/menu/product-art.ts';
import { buildSeedRows } from '../../src/server/seed/build-seed-rows.ts';

/** Issue 15 part 3 (decision 204): every product's picture shows what it is, in one style. */
const PUBLIC = path.resolve('public');

describe('product illustrations', () => {
  it('gives every seeded product an image on disk, a subject it is drawn as, and alt text', () => {
    const { products } = buildSeedRows(DEMO_BRAND);
    expect(products.length).toBeGreaterThan(100);
    for (const row of products) {
      expect(row.image, row.id).toMatch(/^\/images\/products\/p-[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(PUBLIC, row.image!)), row.image!).toBe(true);
      expect(row.imageAlt!.length, row.id).toBeGreaterThan(2);
      expect([row.imageWidth, row.imageHeight]).toEqual([320, 240]);
      const art = PRODUCT_ART[row.id];
      expect(art, `${row.id} has no entry in seed/menu/product-art.ts`).toBeDefined();
      expect(ART_SUBJECTS).toContain(art!.subject);
      expect(SUBJECTS[art!.subject].variants, `${row.id}: ${art!.subject}`).toContain(art!.variant);
      expect(row.imageAlt).toBe(art!.alt);
    }
    // No stale entries for products that left the data.
    expect(Object.keys(PRODUCT_ART).sort()).toEqual(products.map((p) => p.id).sort());
  });

  it('uses many subjects, so a cake, a latte and a salad look different', () => {
    const used = new Set(Object.values(PRODUCT_ART).map((a) => a.subject));
    expect(used.size).toBeGreaterThanOrEqual(30);
    const drawings = new Set(Object.values(PRODUCT_ART).map((a) => `${a.subject}:${a.variant}`));
    expect(drawings.size).toBeGreaterThanOrEqual(95);
  });

  it('draws the same bytes every time, and the files on disk are the current drawings', () => {
    const first = renderAllArt();
    const second = renderAllArt();
    expect([...second.products]).toEqual([...first.products]);
    expect(second.placeholder).toBe(first.placeholder);
    for (const [name, svg] of first.products) {
      expect(
        readFileSync(path.join(PUBLIC, 'images/products', name), 'utf8'),
        `${name} is stale: run npx tsx scripts/generate-product-images.ts`,
      ).toBe(svg);
    }
    for (const [name, svg] of first.categories)
      expect(readFileSync(path.join(PUBLIC, 'images/categories', name), 'utf8')).toBe(svg);
  });

  it('keeps each file small and well formed, titled with its alt text', () => {
    for (const [name, svg] of renderAllArt().products) {
      expect(Buffer.byteLength(svg), name).toBeLessThan(4096);
      expect(svg, name).not.toMatch(/undefined|NaN|\[object/);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-labelledby="t"><title id="t">[^<]+<\/title>/,
      );
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      // Every attribute is written once per element (a duplicate makes the file invalid XML).
      for (const element of svg.match(/<[a-z]+ [^>]*>/g) ?? []) {
        const names = [...element.matchAll(/ ([a-z-]+)=/g)].map((m) => m[1]);
        expect(new Set(names).size, `${name}: ${element}`).toBe(names.length);
      }
    }
  });

  it('takes a bakery photograph set from the data instead of the illustration', () => {
    const product = DEMO_BRAND.products[0]!;
    const photo = {
      src: '/images/photos/egg-800.webp',
      alt: 'Egg and cheddar croissant sandwich',
      width: 800,
      height: 600,
      srcset: [
        { url: '/images/photos/egg-400.webp', width: 400 },
        { url: '/images/photos/egg-800.webp', width: 800 },
      ],
    };
    const { products } = buildSeedRows({
      ...DEMO_BRAND,
      products: [{ ...product, image: photo }, ...DEMO_BRAND.products.slice(1)],
    });
    expect(products[0]).toMatchObject({
      image: photo.src,
      imageAlt: photo.alt,
      imageWidth: 800,
      imageHeight: 600,
      imageSrcset: photo.srcset,
    });
  });
});
