/**
 * The first paint's CSS of one server-rendered page (decision 318): the page's stylesheets
 * without the rules whose selectors need a class that no element of the HTML carries (closed
 * drawers, modals, other routes' states). Every element the HTML paints keeps every rule that can
 * match it, in the original order, so the first paint looks exactly as with the whole files; the
 * browser loads the whole files after the first paint (web/lib/full-stylesheets.ts).
 *
 * Works on the minified CSS Vite writes: style rules, `@media`/`@supports`/`@layer`/`@container`
 * blocks (filtered inside), `@font-face`/`@keyframes` and other blocks kept whole (keyframes only
 * when a kept rule names them), statements such as `@layer base,ui;` kept.
 */

type CssNode =
  | { kind: 'statement'; text: string }
  | { kind: 'rule'; selectors: string[]; body: string }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'block'; prelude: string; text: string };

/** At-rules whose block holds rules (filtered inside); any other block is kept whole. */
const GROUP_AT_RULES = /^@(media|supports|layer|container|scope|document)\b/i;

/** Index of the character after a string or comment starting at `i`, else `i`. */
function skipQuoted(css: string, i: number): number {
  const c = css[i];
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  return i;
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length;) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) return i;
    i += 1;
  }
  return css.length;
}

/** Splits at the top-level commas (outside parentheses, brackets and strings). */
export function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length;) {
    const skipped = skipQuoted(selector, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = selector[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
    i += 1;
  }
  parts.push(selector.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    let j = i;
    // The prelude runs to the first `{` or `;` outside strings and comments.
    while (j < css.length && css[j] !== '{' && css[j] !== ';' && css[j] !== '}') {
      const skipped = skipQuoted(css, j);
      j = skipped !== j ? skipped : j + 1;
    }
    const prelude = css.slice(i, j).trim();
    if (j >= css.length || css[j] !== '{') {
      if (prelude && !prelude.startsWith('/*')) nodes.push({ kind: 'statement', text: `${prelude};` });
      i = j + 1;
      continue;
    }
    const close = closingBrace(css, j);
    const inner = css.slice(j + 1, close);
    if (prelude.startsWith('@')) {
      nodes.push(
        GROUP_AT_RULES.test(prelude)
          ? { kind: 'group', prelude, children: parseCss(inner) }
          : { kind: 'block', prelude, text: `${prelude}{${inner}}` },
      );
    } else {
      nodes.push({ kind: 'rule', selectors: splitSelectorList(prelude), body: inner });
    }
    i = close + 1;
  }
  return nodes;
}

/** Functional pseudo-classes whose arguments need not match for the selector to (`:not`, `:is`…). */
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has|matches|-webkit-any)\(/gi;

/** The classes an element must carry for the selector to match (functional pseudo-classes ignored). */
export function requiredClasses(selector: string): string[] {
  let plain = '';
  let at = 0;
  for (const match of selector.matchAll(FUNCTIONAL_PSEUDO)) {
    if (match.index < at) continue;
    plain += selector.slice(at, match.index);
    let depth = 0;
    let k = match.index + match[0].length - 1;
    for (; k < selector.length; k += 1) {
      if (selector[k] === '(') depth += 1;
      else if (selector[k] === ')' && --depth === 0) break;
    }
    at = k + 1;
  }
  plain += selector.slice(at).replace(/\[[^\]]*\]/g, '');
  return [...plain.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
}

/** Every class named in a `class` attribute of the HTML. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * Selectors that match only under the visitor's pointer or focus: nothing is hovered or focused
 * at the first paint, and the whole files arrive before the visitor can do either for long.
 */
const USER_ACTION = /:(?:hover|active|focus|focus-visible|focus-within)(?![\w-])/;

function keep(nodes: CssNode[], used: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'statement') out += node.text;
    else if (node.kind === 'block') out += node.text;
    else if (node.kind === 'group') {
      const inner = keep(node.children, used);
      // A named layer's block stays even when empty: its first appearance fixes the layer order.
      if (inner || /^@layer\b/i.test(node.prelude)) out += `${node.prelude}{${inner}}`;
    } else {
      const selectors = node.selectors.filter(
        (s) => !USER_ACTION.test(s) && requiredClasses(s).every((c) => used.has(c)),
      );
      if (selectors.length) out += `${selectors.join(',')}{${node.body}}`;
    }
  }
  return out;
}

/** Keyframes no kept rule names are left for the whole files. */
function withoutUnusedKeyframes(css: string, nodes: CssNode[]): string {
  let out = css;
  for (const node of nodes) {
    if (node.kind !== 'block') continue;
    const name = /^@(?:-webkit-)?keyframes\s+(\S+)/i.exec(node.prelude)?.[1];
    if (!name) continue;
    const rest = out.replace(node.text, '');
    if (!new RegExp(`[:\\s,]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(rest)) out = rest;
  }
  return out;
}

/** Declarations of custom properties (`--name:…;`) that neither the kept CSS nor the HTML reads. */
function withoutUnreadProperties(css: string, html: string): string {
  return css
    .replace(/([{;])(--[\w-]+):([^;{}]*)(?=[;}])/g, (declaration, before: string, name: string) =>
      css.includes(`var(${name}`) || html.includes(`var(${name}`) ? declaration : before,
    )
    .replace(/;;+/g, ';')
    .replace(/;}/g, '}')
    .replace(/{;/g, '{');
}

/** The rules of `nodes` (a parsed stylesheet) that can match an element of `html` at its first paint. */
export function criticalCss(nodes: CssNode[], html: string): string {
  return withoutUnreadProperties(withoutUnusedKeyframes(keep(nodes, classesInHtml(html)), nodes), html);
}

export type ParsedCss = CssNode[];
