/**
 * Decision 318: a cached page carries only its first paint's rules inline (`<style data-critical>`)
 * and React Router's stylesheet links `disabled` (decision 291). Once the page's code runs — after
 * the first paint, before hydration shows anything the server did not render — the links are
 * switched on: the browser fetches the whole files (no render blocking: the body is parsed) and
 * their rules repeat the inline ones in the same order, so nothing painted changes. A page with
 * all its CSS inline (rendered per request) has no marker and keeps its links off.
 */
export function loadFullStylesheets(doc: Document): void {
  if (!doc.querySelector('style[data-critical]')) return;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) link.disabled = false;
}
