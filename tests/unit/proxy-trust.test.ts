import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
  });

  it('takes a hop count', () => {
    expect(trustOf('1')).toBe(1);
    expect(trustOf('2')).toBe(2);
  });

  it('takes addresses, CIDRs and range names', () => {
    expect(trustOf('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "trust every hop", naming the setting and what to give instead', () => {
    expect(() => trustOf('true')).toThrow(/TRUST_PROXY: trusting every hop lets a client forge its address/);
  });

  it('refuses what is neither a count nor an address list', () => {
    expect(() => trustOf('10.0.0.0/33')).toThrow(/not understood: 10\.0\.0\.0\/33/);
    expect(() => trustOf('proxy.internal')).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => trustOf('1.2.3.4/8/9')).toThrow(/not understood/);
  });
});
