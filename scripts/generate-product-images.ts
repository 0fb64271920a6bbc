// Draws the demo brand's product and category illustrations as small SVGs (no network, DESIGN §6;
// issue 15 part 3, decision 204):
//   npx tsx scripts/generate-product-images.ts
// One file per product (public/images/products/<id>.svg) showing what the product is — the
// subject and variant named in seed/menu/product-art.ts, drawn by scripts/product-art/* in one
// style — one per category (its first product's picture) and the App info placeholder.
// Deterministic: the same data always gives the same bytes (tests/unit/product-art.test.ts).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_BRAND } from '../seed/index.ts';
import { PRODUCT_ART, type ProductArt } from '../seed/menu/product-art.ts';
import { drawProductArt } from './product-art/subjects.ts';

/** Every illustration file, by folder under public/images, as name → SVG text. */
export function renderAllArt(): Record<'products' | 'categories', Map<string, string>> & { placeholder: string } {
  const products = new Map<string, string>();
  for (const product of DEMO_BRAND.products) {
    const art = PRODUCT_ART[product.id];
    if (!art) throw new Error(`${product.id} has no entry in seed/menu/product-art.ts`);
    products.set(`${product.id}.svg`, drawProductArt(art, product.id));
  }
  const categories = new Map<string, string>();
  for (const category of DEMO_BRAND.categories) {
    const first = DEMO_BRAND.products.find((p) => p.categories.includes(category.id));
    const art: ProductArt = first
      ? { ...PRODUCT_ART[first.id]!, alt: category.name }
      : { subject: 'croissant', variant: 'butter', alt: category.name };
    categories.set(`${category.id}.svg`, drawProductArt(art, first?.id ?? category.id));
  }
  const placeholder = drawProductArt(
    { subject: 'croissant', variant: 'butter', alt: 'Larkspur Bakery & Cafe' },
    'placeholder',
  );
  return { products, categories, placeholder };
}

async function writeFresh(dir: string, files: Map<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Remove images of products that left the data, so the folder mirrors the menu.
  for (const existing of await readdir(dir)) if (!files.has(existing)) await rm(path.join(dir, existing));
  for (const [name, content] of files) await writeFile(path.join(dir, name), content);
}

async function main(): Promise<void> {
  const root = path.resolve('public/images');
  const art = renderAllArt();
  await writeFresh(path.join(root, 'products'), art.products);
  await writeFresh(path.join(root, 'categories'), art.categories);
  await writeFile(path.join(root, 'placeholder.svg'), art.placeholder);
  const bytes = [...art.products.values()].reduce((sum, svg) => sum + Buffer.byteLength(svg), 0);
  const largest = Math.max(...[...art.products.values()].map((svg) => Buffer.byteLength(svg)));
  console.log(
    `wrote ${art.products.size} product (${bytes} bytes, largest ${largest}), ${art.categories.size} category images and the placeholder under ${root}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
