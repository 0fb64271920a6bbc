/**
 * A tap that comes before the page is interactive is kept, not lost (decision 338). A page's
 * scripts load after its first paint (decision 331), so for a moment on a slow phone the menu's
 * Quick Add, the header's bag and every other server-drawn button are on screen with no handler:
 * a tap did nothing, and a submit button sent its form to the page's own address as a GET.
 *
 * This classic script, first in the head, catches clicks on buttons until React has hydrated
 * (the root Layout's `data-hydrated` mark), keeps each button once (a second tap on a silent
 * button is the same wish), and clicks them again, in order, once the mark is set. A button that
 * hydration replaced or disabled is skipped. Links, and the buttons that send a form with its own
 * `action` (the menu and location searches), are left alone: they work without script.
 */
export const EARLY_TAPS_SCRIPT =
  '(()=>{const h=document.documentElement,q=[],k=e=>{const b=e.target.closest&&e.target.closest("button");' +
  'if(!b||b.disabled||h.dataset.hydrated||(b.type==="submit"&&b.form&&b.form.hasAttribute("action")))return;e.preventDefault();e.stopImmediatePropagation();q.includes(b)||q.push(b)};' +
  'addEventListener("click",k,!0);new MutationObserver((_,o)=>{if(!h.dataset.hydrated)return;o.disconnect();' +
  'removeEventListener("click",k,!0);for(const b of q)b.isConnected&&!b.disabled&&b.click()})' +
  '.observe(h,{attributes:!0,attributeFilter:["data-hydrated"]})})()';

/** Where the script goes: after the charset, which must come in the document's first 1,024 bytes. */
const HEAD_START = /<head>(?:<meta charSet="utf-8"\/>)?/;

/** The head with the script at its start, with the page's nonce when it has one (a cached page's scripts are allowed by hash). */
export function withEarlyTaps(head: string, nonce: string | null): string {
  const tag = `<script${nonce ? ` nonce="${nonce}"` : ''}>${EARLY_TAPS_SCRIPT}</script>`;
  return head.replace(HEAD_START, (start) => start + tag);
}
