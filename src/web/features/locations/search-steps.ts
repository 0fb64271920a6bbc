/**
 * The /locations search as URL state, and spec §4 "Back in the search header": the first press
 * clears the location or state, the next closes the address form, the next leaves for home.
 * Pure, so the three steps are unit-tested.
 */
export type SearchType = 'pickup' | 'delivery';

export interface SearchParams {
  type: SearchType;
  view: 'list' | 'map';
  formOpen: boolean;
  q: string | null;
  lat: number | null;
  lng: number | null;
  state: string | null;
  city: string | null;
}

const num = (v: string | null) => (v !== null && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

export function readSearchParams(params: URLSearchParams): SearchParams {
  const lat = num(params.get('lat'));
  const lng = num(params.get('lng'));
  const valid = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const state = params.get('state');
  return {
    type: params.get('type') === 'delivery' ? 'delivery' : 'pickup',
    view: params.get('view') === 'map' ? 'map' : 'list',
    formOpen: params.get('form') !== 'closed',
    q: params.get('q')?.trim() || null,
    lat: valid ? lat : null,
    lng: valid ? lng : null,
    state: state && /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : null,
    city: params.get('city')?.trim().toLowerCase() || null,
  };
}

export function toQueryString(p: Partial<SearchParams> & { type: SearchType }): string {
  const out = new URLSearchParams();
  if (p.type !== 'pickup') out.set('type', p.type);
  if (p.q) out.set('q', p.q);
  if (p.lat !== null && p.lat !== undefined && p.lng !== null && p.lng !== undefined) {
    out.set('lat', String(p.lat));
    out.set('lng', String(p.lng));
  }
  if (p.state) out.set('state', p.state);
  if (p.city) out.set('city', p.city);
  if (p.view === 'map') out.set('view', 'map');
  if (p.formOpen === false) out.set('form', 'closed');
  const s = out.toString();
  return s ? `?${s}` : '';
}

export type BackStep = 'clear-search' | 'close-form' | 'leave';

export function backStep(p: SearchParams): BackStep {
  if (p.q || p.lat !== null || p.state) return 'clear-search';
  if (p.formOpen) return 'close-form';
  return 'leave';
}

/** Where Back goes from here. */
export function backHref(p: SearchParams): string {
  switch (backStep(p)) {
    case 'clear-search':
      return `/locations${toQueryString({ type: p.type })}`;
    case 'close-form':
      return `/locations${toQueryString({ type: p.type, formOpen: false })}`;
    case 'leave':
      return '/';
  }
}

export const BACK_LABEL: Record<BackStep, string> = {
  'clear-search': 'Back: clear the search',
  'close-form': 'Back: close the address search',
  leave: 'Back to the home page',
};
