import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

describe('metrics settings', () => {
  it('are off by default and take a port and a token', () => {
    const off = loadConfig({});
    expect(off.METRICS_PORT).toBeUndefined();
    expect(off.METRICS_TOKEN).toBeUndefined();
    const on = loadConfig({ METRICS_PORT: '9356', METRICS_TOKEN: 'x'.repeat(24) });
    expect(on).toMatchObject({ METRICS_PORT: 9356, METRICS_TOKEN: 'x'.repeat(24) });
  });

  it('refuse the main port, a port out of range and a short token, naming the variable', () => {
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
  });
});
