import type { ReactNode } from 'react';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { GroupButtons } from '../group-order/index.ts';
import { useActiveGroup } from '../../data/group/group-hooks.ts';

/**
 * The button row of the active-order view (spec §2): "Open Bag". In a group order the
 * group-order feature replaces it with "Cancel Group Order" (host) or "Leave Group Order"
 * (participant): return its buttons from here instead of Open Bag.
 */
export function useOrderActions(close: () => void): { key: string; node: ReactNode }[] {
  const openCart = useAppStore((s) => s.root.openCart);
  const inGroup = useActiveGroup() !== null;
  if (inGroup) return [{ key: 'group', node: <GroupButtons onDone={close} /> }];
  return [
    {
      key: 'open-bag',
      node: (
        <Button
          variant="primary"
          block
          onClick={() => {
            close();
            openCart();
          }}
        >
          Open Bag
        </Button>
      ),
    },
  ];
}
