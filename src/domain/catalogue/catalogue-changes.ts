import { formatCents } from '../menu/menu-format.ts';
import { type CatalogueDocument, type CatalogueProduct } from './catalogue-document.ts';

/** One change between two catalogues, as a manager would say it. */
export type CatalogueChange =
  | { kind: 'price'; name: string; from: number; to: number }
  | { kind: 'added'; name: string }
  | { kind: 'removed'; name: string }
  | { kind: 'edited'; name: string; fields: string[] }
  | { kind: 'category'; name: string };

const FIELD_WORDS: Array<[string, (p: CatalogueProduct) => unknown]> = [
  ['name', (p) => p.name],
  ['description', (p) => p.description],
  ['calories', (p) => p.nutrition],
  ['dietary tags', (p) => p.nutrition_lifestyle],
  ['quantities', (p) => p.quantities],
  ['quick add', (p) => p.meta],
  ['handoffs', (p) => p.handoffs],
  ['categories', (p) => p.category_ids],
  ['options', (p) => p.option_groups],
  ['suggestions', (p) => p.upsell],
  ['photo', (p) => p.image],
];

/** JSON with object keys sorted: a stored catalogue (jsonb) does not keep the key order it was written in. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** What changed from `before` to `after`, products first, in the after document's order. */
export function catalogueChanges(before: CatalogueDocument, after: CatalogueDocument): CatalogueChange[] {
  const old = new Map(before.products.map((p) => [p.product_id, p]));
  const changes: CatalogueChange[] = [];
  for (const p of after.products) {
    const was = old.get(p.product_id);
    if (!was) {
      changes.push({ kind: 'added', name: p.name });
      continue;
    }
    if (was.cost !== p.cost) changes.push({ kind: 'price', name: p.name, from: was.cost, to: p.cost });
    const fields = FIELD_WORDS.filter(([, read]) => !same(read(was), read(p))).map(([word]) => word);
    if (fields.length) changes.push({ kind: 'edited', name: p.name, fields });
  }
  const kept = new Set(after.products.map((p) => p.product_id));
  for (const p of before.products) if (!kept.has(p.product_id)) changes.push({ kind: 'removed', name: p.name });
  const oldCategories = new Map(before.categories.map((c, i) => [c.id, { ...c, i }]));
  for (const [i, c] of after.categories.entries()) {
    const was = oldCategories.get(c.id);
    if (!was || was.i !== i || !same({ ...was, i: 0 }, { ...c, i: 0 }))
      changes.push({ kind: 'category', name: c.name });
  }
  return changes;
}

/** "raised Butter Croissant to $3.95": one change in words. */
export function describeChange(change: CatalogueChange): string {
  switch (change.kind) {
    case 'price':
      return `${change.to > change.from ? 'raised' : 'lowered'} ${change.name} to ${formatCents(change.to)}`;
    case 'added':
      return `added ${change.name}`;
    case 'removed':
      return `removed ${change.name}`;
    case 'edited':
      return `changed the ${change.fields.join(', ')} of ${change.name}`;
    case 'category':
      return `changed the category ${change.name}`;
  }
}

/** The changes of a publish in one phrase: the first few named, the rest counted. */
export function describeChanges(changes: readonly CatalogueChange[], shown = 3): string {
  if (changes.length === 0) return 'made no changes';
  const named = changes.slice(0, shown).map(describeChange);
  const rest = changes.length - named.length;
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
  return rest > 0 ? `${list}, and made ${rest} more ${rest === 1 ? 'change' : 'changes'}` : list;
}
