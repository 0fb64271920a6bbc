/**
 * Spec §3 "Token: provider, a string that may include an ordering-provider marker" and §4 "A
 * signed-in session whose token provider lacks the ordering-provider marker is logged out on
 * load and on each route change". The marker is App info `members_provider`.
 */
export function hasOrderingProviderMarker(provider: string | null | undefined, marker: string): boolean {
  if (!provider || !marker) return false;
  return provider.toLowerCase().includes(marker.toLowerCase());
}

/** What to do with a session on load / route change. Guests (no member) are never logged out. */
export function sessionMarkerVerdict(
  session: { memberId: string | null; provider: string | null },
  marker: string,
): 'keep' | 'log-out' {
  if (!session.memberId) return 'keep';
  return hasOrderingProviderMarker(session.provider, marker) ? 'keep' : 'log-out';
}
