import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Which proxies may say who the client is: none, the nearest N hops, or these addresses. */
export type ProxyTrust = false | number | string[];

/**
 * Fastify's own `trustProxy` option for a setting. Fastify reads a bare number as "trust
 * nothing" (it cannot check the peer), so a hop count becomes proxy-addr's function form:
 * the socket's peer and the next `hops - 1` addresses are proxies, the one before is the client.
 */
export function fastifyTrustProxy(trust: ProxyTrust): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

const isAddressOrCidr = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: a hop count (`1` behind one balancer) or a comma list of proxy addresses and
 * CIDRs. "Trust every hop" is refused: a client's own X-Forwarded-For would become its address
 * and lift every per-IP limit.
 */
export const proxyTrustSetting = z
  .string()
  .trim()
  .transform((value, ctx): ProxyTrust => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true')
      ctx.addIssue({
        code: 'custom',
        message:
          'trusting every hop lets a client forge its address; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
      });
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length)
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma list of addresses/CIDRs; not understood: ${bad.join(', ')}`,
      });
    return entries;
  });
