import { deliveryToLabel } from './format.ts';

/** A store as the delivery panel knows it: the one the order started at, or the one that delivers. */
export interface StoreRef {
  menu_id: string;
  name: string;
}

/**
 * What the customer reads before a delivery moves their order to another store: the address
 * is served by a different store than the one they started from (a bag, or a chosen store),
 * whose menu and prices may differ. Null when it is the same store or they started nowhere.
 */
export function otherStoreNotice(
  startedAt: StoreRef | null,
  delivering: StoreRef & { address: string },
  to: { address: string },
  bagItems: number,
): { heading: string; lines: string[] } | null {
  if (!startedAt || startedAt.menu_id === delivering.menu_id) return null;
  const from = delivering.name;
  return {
    heading: `Your Delivery Comes From ${from}`,
    lines: [
      `${deliveryToLabel(to)} comes from our ${from} cafe, ${delivering.address}, not from ${startedAt.name}.`,
      `${from}'s menu and prices may differ from ${startedAt.name}'s.`,
      ...(bagItems > 0 ? [`Your bag moves to ${from}; if something in it isn't available there, we'll tell you.`] : []),
    ],
  };
}
