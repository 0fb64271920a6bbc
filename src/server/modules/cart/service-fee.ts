import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ServerConfig } from '../../config.ts';

/**
 * The service fee (spec §3 Cart.totals.fees): integer cents, from the site file
 * (`service_fee_cents` in config/site.json, absent = 0) and overridden by SERVICE_FEE_CENTS.
 * Checked once at boot: a fee that is not whole cents between 0 and MAX_SERVICE_FEE_CENTS stops
 * the server with a message naming the setting (EXAMPLES #11).
 */
export const MAX_SERVICE_FEE_CENTS = 10_000;

export const serviceFeeCents = z.number().int().min(0).max(MAX_SERVICE_FEE_CENTS);

const siteFile = z.object({ service_fee_cents: serviceFeeCents.optional() });

export function loadServiceFeeCents(config: Pick<ServerConfig, 'SITE_CONFIG' | 'SERVICE_FEE_CENTS'>): number {
  if (config.SERVICE_FEE_CENTS !== undefined) return config.SERVICE_FEE_CENTS;
  const parsed = siteFile.safeParse(JSON.parse(readFileSync(config.SITE_CONFIG, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `Invalid site configuration in ${config.SITE_CONFIG}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data.service_fee_cents ?? 0;
}
