/** The menu editor's draft preview: the customer pages drawn from the draft, for staff only. */
export const PREVIEW_COOKIE = 'larkspur_preview';
export const PREVIEW_BANNER = 'Preview — not published';

/** `?preview=draft` starts a preview, `?preview=off` ends it; without either the preview cookie decides. */
export function previewWanted(param: string | null, cookie: string | null): 'on' | 'off' | 'none' {
  if (param === 'off') return 'off';
  if (param === 'draft' || cookie === 'draft') return 'on';
  return 'none';
}

/** Where the editor's Preview button opens a store's menu in the draft. */
export const previewPath = (menuId: string) => `/menu/${encodeURIComponent(menuId)}?preview=draft`;
