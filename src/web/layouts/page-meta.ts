import { pageTitle } from '../../domain/page-title.ts';

/** The bits of React Router's meta `matches` this helper reads (the root match carries App info). */
type MetaMatch = { id: string; loaderData?: unknown } | undefined;

function productName(matches: readonly MetaMatch[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  if (
    root &&
    typeof root === 'object' &&
    'app' in root &&
    root.app &&
    typeof root.app === 'object' &&
    'name' in root.app &&
    typeof root.app.name === 'string'
  ) {
    return root.app.name;
  }
  return 'Larkspur Bakery & Cafe';
}

/** A route's meta: "{page} | {product name}" (spec §2 "The page title template is the product name"). */
export function titleMeta(page: string | null, matches: readonly MetaMatch[], description?: string) {
  const tags: ({ title: string } | { name: string; content: string })[] = [
    { title: pageTitle(page, productName(matches)) },
  ];
  if (description) tags.push({ name: 'description', content: description });
  return tags;
}
