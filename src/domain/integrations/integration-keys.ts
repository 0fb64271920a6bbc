/**
 * Integration keys: what a POS or kitchen-display integration presents
 * and what it may do. Pure rules; hashing and storage live in src/server/modules/integrations.
 *
 * A key reads `lsk_<prefix>_<secret>`: the prefix (12 hex) is public and finds the key; the secret
 * (43 base64url characters, 256 bits) is shown once and kept only as a hash.
 */
export const INTEGRATION_SCOPES = ['orders:status'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

export const KEY_PATTERN = /^lsk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

/** The prefix of a well-formed key, or null (a malformed key is refused before any lookup). */
export function keyPrefixOf(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** The bearer token of an Authorization header, or null. */
export function bearerOf(header: string | undefined): string | null {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export interface IntegrationGrant {
  scopes: readonly string[];
  allLocations: boolean;
  locationIds: readonly string[];
}

export const mayUse = (grant: IntegrationGrant, scope: IntegrationScope) => grant.scopes.includes(scope);
/** A location outside the key's scope answers 404 like an unknown order (the staff rule). */
export const mayActAt = (grant: IntegrationGrant, locationId: string) =>
  grant.allLocations || grant.locationIds.includes(locationId);
