/**
 * React Router marks a stylesheet that a lazy chunk also needs with `#`, so that Vite's preload
 * adds its own copy for that chunk (a route's links go when the route does). The shell's is the
 * root route's stylesheet, whose link never goes; its copy only cost a second parse and a style
 * pass of the whole page after hydration. Vite's preload skips a file that any stylesheet link
 * already names, so the shell's file gets a second, disabled link (never fetched, never applied)
 * without the mark. Not the original link's address: React matches head links by it on hydration.
 */
const ROOT_STYLESHEET = /^\/assets\/shell-[\w-]+\.css#$/;

/**
 * Decision 318: a cached page carries only its first paint's rules inline (`<style data-critical>`)
 * and React Router's stylesheet links `disabled` (decision 291). Once the page's code runs — after
 * the first paint, before hydration shows anything the server did not render — the links are
 * switched on: the browser fetches the whole files (no render blocking: the body is parsed) and
 * their rules repeat the inline ones in the same order, so nothing painted changes. A page with
 * all its CSS inline (rendered per request) has no marker and keeps its links off.
 */
export function loadFullStylesheets(doc: Document): void {
  if (doc.querySelector('style[data-critical]'))
    for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) link.disabled = false;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href') ?? '';
    if (!ROOT_STYLESHEET.test(href)) continue;
    const named = doc.createElement('link');
    named.setAttribute('disabled', '');
    named.setAttribute('data-names-for-preload', '');
    named.rel = 'stylesheet';
    named.href = href.slice(0, -1);
    link.after(named);
  }
}
