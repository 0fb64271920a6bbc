import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueData } from '../../src/domain/catalogue/catalogue-contract.ts';
import { photoUploadReply, PHOTO_MAX_BYTES } from '../../src/domain/catalogue/photo-rules.ts';
import { menuReply } from '../../src/domain/menu/menu-contract.ts';
import { forEachProduct } from '../../src/domain/menu/menu-walk.ts';
import { STAFF_COOKIE } from '../../src/server/modules/staff/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/** Product photos: uploaded by a brand admin, checked by their bytes, resized to AVIF and WebP, served immutable. */
const CROISSANT = 'p-butter-croissant';
let t: TestApp;
let dir: string;
let admin: StaffSigned;
let manager: StaffSigned;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'photos-'));
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000', PHOTOS_DIR: dir });
  admin = await staffReady(t.server, t.database, 'gm.photos@larkspur.example', 'admin');
  manager = await staffReady(t.server, t.database, 'mara.photos@larkspur.example', 'manager', ['bos-back-bay']);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** A photograph-like picture: a gradient with noise, so the encoders have real work. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    noise[i] = (x * 255) / width + ((i * 7919) % 23);
    noise[i + 1] = (y * 200) / height + ((i * 104729) % 17);
    noise[i + 2] = 90 + ((x + y) % 40);
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart body as a browser's FormData sends it. */
function form(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = '----larkspur-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? `\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof p.value === 'string' ? Buffer.from(p.value) : p.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (who: StaffSigned, parts: Parameters<typeof form>[0]) => {
  const body = form(parts);
  return t.server.inject({
    method: 'POST',
    url: '/api/staff/catalogue/photos',
    cookies: { [STAFF_COOKIE]: who.cookie },
    headers: { 'x-csrf-token': who.csrf, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const files = async () => (await readdir(dir)).filter((n) => !n.startsWith('.'));

describe('a good upload', () => {
  it('makes AVIF and WebP sets at the pages’ widths, served for a year, and a draft and publish show it', async () => {
    const jpeg = await photo(1600, 1200);
    const r = await upload(admin, [
      { name: 'alt', value: 'A butter croissant on a plate' },
      { name: 'photo', value: jpeg, filename: 'croissant.jpg', type: 'image/jpeg' },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const image = photoUploadReply.parse(r.json()).data;
    expect(image).toMatchObject({ alt: 'A butter croissant on a plate', width: 1120, height: 840 });
    expect(image.srcset.map((s) => `${s.type} ${s.width}`)).toEqual(
      [240, 320, 640, 1120].flatMap((w) => [`image/avif ${w}`, `image/webp ${w}`]),
    );
    expect(await files()).toHaveLength(8);

    const sizes: string[] = [];
    for (const s of image.srcset) {
      const file = await t.server.inject({ url: s.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(s.type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.width).toBe(s.width);
      sizes.push(`${s.type?.slice(6)} ${s.width}w ${file.rawPayload.length} B`);
    }
    console.info(`source JPEG 1600×1200 ${jpeg.length} B → ${sizes.join(', ')}`);

    const draft = (await asStaff(t.server, admin)('GET', '/api/staff/catalogue')).json().data as CatalogueData;
    const croissant = draft.draft.products.find((p) => p.product_id === CROISSANT)!;
    const put = await asStaff(t.server, admin)('PUT', `/api/staff/catalogue/draft/products/${CROISSANT}`, {
      ...croissant,
      image,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.changes).toEqual([{ kind: 'edited', name: 'Butter Croissant', fields: ['photo'] }]);
    const publish = await asStaff(t.server, admin)('POST', '/api/staff/catalogue/publish', {
      location_ids: ['bos-back-bay'],
      revision: put.json().data.revision,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const menu = menuReply.parse((await t.server.inject({ url: '/api/menus/10101' })).json()).data;
    let shown: unknown;
    forEachProduct(menu, (p) => {
      if (p.product_id === CROISSANT) shown ??= p.images[0];
    });
    expect(shown).toMatchObject({ url: image.url, alt: image.alt, srcset: image.srcset });
  });

  it('a PNG and a WebP are taken too; a small one is not enlarged', async () => {
    const png = await upload(admin, [
      { name: 'alt', value: 'Sourdough loaf' },
      { name: 'photo', value: await photo(500, 400, 'png'), filename: 'loaf.png' },
    ]);
    expect(png.statusCode, png.body).toBe(200);
    expect(photoUploadReply.parse(png.json()).data.srcset.map((s) => s.width)).toEqual([240, 240, 320, 320]);
    const webp = await upload(admin, [
      { name: 'alt', value: 'Latte' },
      { name: 'photo', value: await photo(700, 700, 'webp'), filename: 'latte.webp' },
    ]);
    expect(webp.statusCode, webp.body).toBe(200);
  });
});

describe('a refused upload names the problem and writes nothing', () => {
  it.each([
    ['no alt text', 400, 'alt', async () => [{ name: 'photo', value: await photo(800, 600), filename: 'a.jpg' }]],
    [
      'blank alt text',
      400,
      'alt',
      async () => [
        { name: 'alt', value: '   ' },
        { name: 'photo', value: await photo(800, 600), filename: 'a.jpg' },
      ],
    ],
    [
      'a text file named .jpg',
      415,
      'photo',
      async () => [
        { name: 'alt', value: 'A croissant' },
        {
          name: 'photo',
          value: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          filename: 'a.jpg',
          type: 'image/jpeg',
        },
      ],
    ],
    [
      'a GIF',
      415,
      'photo',
      async () => [
        { name: 'alt', value: 'A croissant' },
        {
          name: 'photo',
          value: await sharp(await photo(300, 300))
            .gif()
            .toBuffer(),
          filename: 'a.gif',
        },
      ],
    ],
    [
      'a JPEG cut short',
      400,
      'photo',
      async () => [
        { name: 'alt', value: 'A croissant' },
        { name: 'photo', value: (await photo(800, 600)).subarray(0, 400), filename: 'a.jpg' },
      ],
    ],
    [
      'a file over 8 MB',
      413,
      'photo',
      async () => [
        { name: 'alt', value: 'A croissant' },
        {
          name: 'photo',
          value: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(PHOTO_MAX_BYTES)]),
          filename: 'big.jpg',
        },
      ],
    ],
    [
      'a photo too narrow',
      400,
      'photo',
      async () => [
        { name: 'alt', value: 'A croissant' },
        { name: 'photo', value: await photo(200, 150), filename: 'tiny.jpg' },
      ],
    ],
    ['no photo', 400, 'photo', async () => [{ name: 'alt', value: 'A croissant' }]],
  ] as const)('%s → %i at %s', async (_what, status, field, parts) => {
    const before = await files();
    const r = await upload(admin, await parts());
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json()).toMatchObject({ status: 'error', field });
    expect(r.json().message).toMatch(/photo|describe|MB/i);
    expect(await files()).toEqual(before);
  });

  it('JSON instead of a form → 415; a manager → 403; nobody signed in → 401', async () => {
    const before = await files();
    const json = await asStaff(t.server, admin)('POST', '/api/staff/catalogue/photos', { alt: 'x' });
    expect(json.statusCode, json.body).toBe(415);
    const parts = [
      { name: 'alt', value: 'A croissant' },
      { name: 'photo', value: await photo(800, 600), filename: 'a.jpg' },
    ];
    expect((await upload(manager, parts)).statusCode).toBe(403);
    const body = form(parts);
    const anonymous = await t.server.inject({
      method: 'POST',
      url: '/api/staff/catalogue/photos',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await files()).toEqual(before);
  });

  it('an unknown or malformed photo name → 404', async () => {
    expect((await t.server.inject({ url: '/media/photos/0123456789abcdef01234567-640.webp' })).statusCode).toBe(404);
    expect((await t.server.inject({ url: '/media/photos/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
