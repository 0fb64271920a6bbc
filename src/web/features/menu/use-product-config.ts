import { useMemo, useState } from 'react';
import type { CartLine } from '../../../domain/menu/cart-line.ts';
import type { Menu, MenuOptionChoice, MenuOptionGroup, MenuProduct } from '../../../domain/menu/menu-contract.ts';
import {
  choicesFromSelection,
  defaultSelection,
  priceSelection,
  pruneSelection,
  type SelectedChoice,
} from '../../../domain/menu/selection.ts';
import { validateCartLine } from '../../../domain/menu/validate-cart-line.ts';
import type { ClientCartLine } from '../../data/cart/cart-hooks.ts';
import { useAppStore } from '../../state/store.ts';
import type { GroupActions } from './option-group-fieldset.tsx';
import { singleProductMenu } from './quick-add.ts';
import { useHydratedInTransition } from '../../lib/use-hydrated.ts';
import { useCartSelect, useCartLine } from '../../data/cart/cart-hooks.ts';

/**
 * The product page's configuration state: selection, quantity, Made For and instructions, and
 * the domain validator's verdict on every change (the same check the server runs). The form's
 * controls can only hold a line of the contract's shape (integer steppers, maxLength inputs), so
 * the shared zod contract parses it once, on add (`clientLine`), loaded then: zod is not part of
 * the product page's first-load JavaScript.
 */
export function useProductConfig(
  product: MenuProduct,
  base: Pick<Menu, 'menu_id' | 'time_zone' | 'dayparts'>,
  edit: { productId: string; position: number } | null,
) {
  const [selection, setSelection] = useState<Map<string, SelectedChoice>>(() => defaultSelection(product));
  const [quantity, setQuantity] = useState(product.quantities.min);
  const [recipient, setRecipient] = useState('');
  const [instructions, setInstructions] = useState('');
  // Daypart checks need the wall clock: only in the browser, so the server HTML is stable. In a
  // transition: the whole configurator renders again with it, which as an update of useHydrated()
  // would be one long task just after hydration.
  const hydrated = useHydratedInTransition();
  const now = useMemo(() => (hydrated ? new Date() : null), [hydrated]);
  const handoff = useCartSelect((cart) => cart?.handoff);
  const editLine = useCartLine(edit ? edit.position : null);
  const editing = Boolean(
    edit && editLine && editLine.product_id === product.product_id && edit.productId === product.product_id,
  );

  // Editing a cart line (spec §2 edit={product_id}&position={index}): start from that line,
  // once it is readable (the store fills in the browser), by adjusting state during render.
  const [loadedEdit, setLoadedEdit] = useState<ClientCartLine | null>(null);
  if (editing && editLine && loadedEdit !== editLine) {
    setLoadedEdit(editLine);
    setSelection(new Map(editLine.choices.map((c) => [c.id, { quantity: c.quantity, text: c.text }])));
    setQuantity(editLine.quantity);
    setRecipient(editLine.recipient ?? '');
    setInstructions(editLine.instructions ?? '');
  }

  const menu = useMemo(() => singleProductMenu(product, base), [product, base]);
  const priced = useMemo(() => priceSelection(product, selection), [product, selection]);
  const verdict = useMemo(() => {
    const draft: CartLine = {
      product_id: product.product_id,
      quantity,
      choices: choicesFromSelection(selection),
      recipient,
      instructions,
    };
    const result = validateCartLine(menu, draft, {
      ...(handoff && handoff !== 'dispatch' ? { handoff } : {}),
      ...(now ? { at: now } : {}),
    });
    return result.ok
      ? { line: { draft, priceCents: result.priceCents }, problems: [] }
      : { line: null, problems: result.problems };
  }, [product, quantity, selection, recipient, instructions, menu, handoff, now]);

  const problemsByGroup = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of verdict.problems) if (p.group_id) map.set(p.group_id, [...(map.get(p.group_id) ?? []), p.message]);
    return map;
  }, [verdict]);

  const update = (fn: (next: Map<string, SelectedChoice>) => void) =>
    setSelection((current) => {
      const next = new Map(current);
      fn(next);
      return pruneSelection(product, next);
    });
  const withChildDefaults = (next: Map<string, SelectedChoice>, choice: MenuOptionChoice) => {
    for (const [id, s] of defaultSelection({ option_groups: choice.option_groups })) if (!next.has(id)) next.set(id, s);
  };
  const actions: GroupActions = {
    toggle: (group: MenuOptionGroup, choice: MenuOptionChoice, on: boolean) =>
      update((next) => {
        if (!on) return void next.delete(choice.id);
        if (group.max_select === 1) for (const c of group.choices) next.delete(c.id);
        next.set(choice.id, { quantity: 1 });
        withChildDefaults(next, choice);
      }),
    setQuantity: (_group, choice, q) =>
      update((next) => {
        if (q <= 0) return void next.delete(choice.id);
        const had = next.has(choice.id);
        next.set(choice.id, { ...next.get(choice.id), quantity: q });
        if (!had) withChildDefaults(next, choice);
      }),
    setText: (choice, text) =>
      update((next) => void next.set(choice.id, { ...(next.get(choice.id) ?? { quantity: 1 }), text })),
  };

  /** The line to send, parsed by the shared contract (trims the texts); a refusal is shown in the error banner. */
  const clientLine = async (): Promise<ClientCartLine | null> => {
    if (!verdict.line) return null;
    const { cartLineSchema } = await import('../../../domain/menu/cart-line.ts');
    const result = cartLineSchema.safeParse(verdict.line.draft);
    if (!result.success) {
      useAppStore.getState().root.showError(result.error.issues[0]?.message ?? 'Check the form');
      return null;
    }
    const parsed = result.data;
    const { priceCents } = verdict.line;
    return {
      product_id: product.product_id,
      pdp_id: product.pdp_id,
      name: product.name,
      quantity: parsed.quantity,
      choices: parsed.choices.map((c) =>
        c.text === undefined ? { id: c.id, quantity: c.quantity } : { id: c.id, quantity: c.quantity, text: c.text },
      ),
      ...(parsed.recipient ? { recipient: parsed.recipient } : {}),
      ...(parsed.instructions ? { instructions: parsed.instructions } : {}),
      priceCents,
    };
  };

  return {
    selection,
    quantity,
    setQuantity,
    recipient,
    setRecipient,
    instructions,
    setInstructions,
    actions,
    problems: verdict.problems,
    problemsByGroup,
    totalCents: priced.unitPriceCents * quantity,
    calories: priced.calories,
    editing,
    clientLine,
  };
}
