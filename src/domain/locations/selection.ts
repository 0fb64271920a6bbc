/** Spec §4 Selecting a location / §8: only an available store that is not coming soon can be chosen. */
export const unavailableMessage = (name: string) => `${name} is currently unavailable, please check back later.`;

export type SelectionResult = { ok: true } | { ok: false; message: string };

export function canSelectLocation(location: {
  name: string;
  available: boolean;
  'Coming Soon': boolean;
}): SelectionResult {
  if (location.available && !location['Coming Soon']) return { ok: true };
  return { ok: false, message: unavailableMessage(location.name) };
}
