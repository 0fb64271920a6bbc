import { describe, expect, it } from 'vitest';
import { checkServerConfig, loadConfig } from '../../src/server/config.ts';

describe('production server settings', () => {
  it('a production server needs PUBLIC_URL, naming it', () => {
    expect(() => checkServerConfig(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      /PUBLIC_URL: is required in production: the origin e-mailed links point at/,
    );
    expect(() =>
      checkServerConfig(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://order.example.com' })),
    ).not.toThrow();
  });

  it('development and the release step do without it', () => {
    expect(() => checkServerConfig(loadConfig({}))).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
  });

  it('drains for 5 s by default and takes 0 to 120', () => {
    expect(loadConfig({}).DRAIN_DELAY_S).toBe(5);
    expect(loadConfig({ DRAIN_DELAY_S: '0' }).DRAIN_DELAY_S).toBe(0);
    expect(() => loadConfig({ DRAIN_DELAY_S: '-1' })).toThrow(/DRAIN_DELAY_S/);
  });
});
