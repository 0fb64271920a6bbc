import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { loadServiceFeeCents } from '../../src/server/modules/cart/service-fee.ts';

/** Decision 124: service fee = SERVICE_FEE_CENTS, else site file service_fee_cents, else 0; checked at boot. */
const siteFile = (content: unknown) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'larkspur-site-')), 'site.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
};

describe('service fee configuration', () => {
  it('is 0 as shipped', () => {
    expect(loadServiceFeeCents(loadConfig({}))).toBe(0);
  });

  it('reads the site file, and the environment overrides it', () => {
    const file = siteFile({ service_fee_cents: 99 });
    expect(loadServiceFeeCents(loadConfig({ SITE_CONFIG: file }))).toBe(99);
    expect(loadServiceFeeCents(loadConfig({ SITE_CONFIG: file, SERVICE_FEE_CENTS: '250' }))).toBe(250);
    expect(loadServiceFeeCents(loadConfig({ SITE_CONFIG: siteFile({}) }))).toBe(0);
  });

  it('rejects a site-file fee that is not whole cents from 0 to 10,000, naming it', () => {
    for (const bad of [1.5, -1, 10_001, '150']) {
      expect(() => loadServiceFeeCents(loadConfig({ SITE_CONFIG: siteFile({ service_fee_cents: bad }) }))).toThrow(
        /service_fee_cents/,
      );
    }
  });

  it('rejects a bad SERVICE_FEE_CENTS at boot, naming it', () => {
    for (const bad of ['1.5', '-1', '10001', 'abc']) {
      expect(() => loadConfig({ SERVICE_FEE_CENTS: bad })).toThrow(/SERVICE_FEE_CENTS/);
    }
  });
});
