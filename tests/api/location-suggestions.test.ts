import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSuggestionsReply } from '../../src/domain/locations/place-suggestions-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const suggest = async (q: string, limit?: number) => {
  const reply = await t.server.inject({
    method: 'GET',
    url: `/api/locations/suggestions?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
  });
  expect(reply.statusCode).toBe(200);
  return placeSuggestionsReply.parse(reply.json()).data.addresses;
};

describe('GET /api/locations/suggestions', () => {
  it.each(['Back Bay', 'Back Bay, Boston', 'Backbay', 'bak bay'])(
    '"%s" suggests the Back Bay store first',
    async (q) => {
      const [first] = await suggest(q);
      expect(first).toMatchObject({
        formattedAddress: 'Back Bay, Boston, MA',
        city: 'Boston',
        stateCode: 'MA',
        postalCode: '02116',
        latitude: 42.3497,
        longitude: -71.0826,
      });
    },
  );

  it('suggests a neighbourhood without a store of its name, at the neighbourhood', async () => {
    const [first] = await suggest('Fenway');
    expect(first).toMatchObject({ formattedAddress: 'Fenway, Boston, MA', latitude: 42.3429 });
  });

  it('puts the geocoder’s city before a neighbourhood that only contains the word', async () => {
    expect((await suggest('Boston')).map((s) => s.formattedAddress)[0]).toBe('Boston, MA');
    expect((await suggest('South Bost')).map((s) => s.formattedAddress)).toContain('South Boston, Boston, MA');
  });

  it('suggests the ZIP and the stores in it while a ZIP is typed', async () => {
    const names = (await suggest('02138')).map((s) => s.formattedAddress);
    expect(names[0]).toBe('Cambridge, MA 02138');
    expect(names).toContain('Harvard Square, Cambridge, MA');
  });

  it('keeps to the limit', async () => {
    expect(await suggest('Square', 2)).toHaveLength(2);
  });

  it('refuses a missing, empty, too long query or a bad limit with a 400 naming it', async () => {
    for (const url of [
      '/api/locations/suggestions',
      '/api/locations/suggestions?q=%20',
      `/api/locations/suggestions?q=${'a'.repeat(201)}`,
      '/api/locations/suggestions?q=Back&limit=99',
      '/api/locations/suggestions?q=Back&limit=two',
    ]) {
      const reply = await t.server.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json(), url).toMatchObject({ status: 'error', message: expect.stringMatching(/q|limit/) });
    }
  });
});
