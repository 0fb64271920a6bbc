import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInfoSchema } from '../../src/domain/app-info.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /api/app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the shipped App info: group ordering and rewards off', async () => {
    const reply = await t.server.inject({ url: '/api/app' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.status).toBe('ok');
    const app = appInfoSchema.parse(body.data);
    expect(app.flags.group_order).toBe(false);
    expect(app.disabled_features).toEqual(expect.arrayContaining(['get_rewards', 'get_offers', 'group_order']));
    expect(app.versions).toEqual({ app: '1.0.41', library: '1.0.0-alpha.261', environment: 'prod' });
    expect(app.radar_map).toMatchObject({
      countries: ['US', 'CA'],
      initial_zoom: 5,
      initial_zoom_mobile: 4,
      placeholder: 'Search Address',
    });
  });

  it('is sent pre-compressed with a strong ETag, and 304 when unchanged', async () => {
    const first = await t.server.inject({ url: '/api/app', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.server.inject({ url: '/api/app', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('unknown API paths answer a JSON 404', async () => {
    const reply = await t.server.inject({ url: '/api/nothing-here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });
});

describe('GET /api/app with overrides', () => {
  it('switches group ordering and rewards on from the environment', async () => {
    const t = await createTestApp({ FEATURE_GROUP_ORDER: 'true', FEATURE_REWARDS: 'true' });
    try {
      const app = appInfoSchema.parse((await t.server.inject({ url: '/api/app' })).json().data);
      expect(app.flags.group_order).toBe(true);
      expect(app.disabled_features).not.toContain('group_order');
      expect(app.disabled_features).not.toContain('get_rewards');
    } finally {
      await t.close();
    }
  });
});
