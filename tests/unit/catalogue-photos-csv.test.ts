import { describe, expect, it } from 'vitest';
import { applyCsv, CsvCellError } from '../../src/domain/catalogue/catalogue-csv.ts';
import type { CatalogueDocument } from '../../src/domain/catalogue/catalogue-document.ts';
import { blankProduct } from '../../src/domain/catalogue/catalogue-drafts.ts';
import { photoTypeOf, photoWidthsFor } from '../../src/domain/catalogue/photo-rules.ts';
import { imageSrcSet } from '../../src/domain/menu/menu-format.ts';

describe('photo rules', () => {
  it('knows JPEG, PNG and WebP by their first bytes, nothing else', () => {
    expect(photoTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(photoTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(photoTypeOf(new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(photoTypeOf(new TextEncoder().encode('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(photoTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(photoTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(photoTypeOf(new Uint8Array())).toBeNull();
  });

  it('makes the widths the pages use, never enlarged', () => {
    expect(photoWidthsFor(4000)).toEqual([240, 320, 640, 1120]);
    expect(photoWidthsFor(700)).toEqual([240, 320, 640]);
    expect(photoWidthsFor(240)).toEqual([240]);
  });

  it('an <img> srcset leaves the AVIF set to its <source>', () => {
    const widths = [
      { url: 'a-240.avif', width: 240, type: 'image/avif' as const },
      { url: 'a-240.webp', width: 240, type: 'image/webp' as const },
    ];
    expect(imageSrcSet(widths)).toBe('a-240.webp 240w');
    expect(imageSrcSet(widths, 'image/avif')).toBe('a-240.avif 240w');
    expect(imageSrcSet([{ url: 'b.jpg', width: 320 }])).toBe('b.jpg 320w');
    expect(imageSrcSet([])).toBeUndefined();
  });
});

describe('products CSV', () => {
  const doc: CatalogueDocument = {
    dayparts: [],
    master_categories: [],
    categories: [],
    products: [{ ...blankProduct('Rye Loaf', 'breads'), cost: 800, category_ids: [] }],
  };

  it('lists each changed cell; a column left out keeps its value', () => {
    const { next, changes } = applyCsv(doc, [{ product_id: 'p-rye-loaf', price: '8.50', calories: '' }]);
    expect(changes).toEqual([
      { line: 2, product_id: 'p-rye-loaf', name: 'Rye Loaf', field: 'price', from: '8.00', to: '8.50' },
    ]);
    expect(next.products[0]).toMatchObject({ name: 'Rye Loaf', cost: 850 });
    expect(doc.products[0]!.cost).toBe(800);
  });

  it('refuses a bad cell by line and column', () => {
    expect(() => applyCsv(doc, [{ product_id: 'p-rye-loaf', price: '8,50' }])).toThrow(CsvCellError);
    expect(() => applyCsv(doc, [{ product_id: 'p-rye-loaf', price: '8.5' }, { product_id: 'p-rye-loaf' }])).toThrow(
      'Line 3, product_id: "p-rye-loaf" is on two lines',
    );
  });
});
