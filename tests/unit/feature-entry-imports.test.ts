import { describe, expect, it } from 'vitest';
import { entryTargets, FEATURE_ENTRY } from '../../scripts/bundle/feature-entry-imports.ts';

// Decision 293: the browser chunking follows a feature entry only to the files of the names taken.
const entry = '/app/src/web/features/group-order/index.ts';
const entryCode = [
  "export { groupCheckoutBlocked, isGroupActive } from './group-actions.ts';",
  "export { GroupButtons, GroupInvite as Invite } from './group-cart-sections.tsx';",
  "export { GroupCheckoutNote } from './group-checkout-note.tsx';",
  "export type { Seat } from './seat.ts';",
].join('\n');
const dir = '/app/src/web/features/group-order';
const imported = [`${dir}/group-actions.ts`, `${dir}/group-cart-sections.tsx`, `${dir}/group-checkout-note.tsx`];
const importer = '/app/src/web/features/checkout/checkout-page.tsx';

describe('entryTargets', () => {
  it('recognises feature entries only', () => {
    expect(FEATURE_ENTRY.test(entry)).toBe(true);
    expect(FEATURE_ENTRY.test(`${dir}/group-actions.ts`)).toBe(false);
    expect(FEATURE_ENTRY.test('/app/src/server/modules/cart/index.ts')).toBe(false);
  });

  it('follows only the files holding the names imported (aliases by their exported name)', () => {
    const code = `import styles from './x.module.css';\nimport { GroupCheckoutNote, Invite as I, type Seat } from "../group-order/index.ts";`;
    expect(entryTargets(importer, code, entry, entryCode, imported)).toEqual([
      `${dir}/group-cart-sections.tsx`,
      `${dir}/group-checkout-note.tsx`,
    ]);
  });

  it('falls back to the whole entry for a form it does not read', () => {
    expect(
      entryTargets(importer, "import * as g from '../group-order/index.ts';", entry, entryCode, imported),
    ).toBeNull();
    expect(entryTargets(importer, "import '../group-order/index.ts';", entry, entryCode, imported)).toBeNull();
    expect(
      entryTargets(
        importer,
        "import { isGroupActive } from '../group-order/index.ts';",
        entry,
        "export * from './a.ts';",
        imported,
      ),
    ).toBeNull();
  });
});
