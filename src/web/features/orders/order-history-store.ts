import { create } from 'zustand';
import type { Order } from '../../../domain/orders/order-schema.ts';
import { useAppStore } from '../../state/store.ts';
import { ordersApi } from './orders-api.ts';

/**
 * The member's order history (spec §7 "get order history") and the order the Order Summary
 * modal shows (spec §4 "It opens when an order is set"). The modal's open flag is the root
 * section's orderHistory panel, so the layout's scroll lock counts it (spec §4 "Scroll lock").
 */
interface OrderHistoryState {
  orders: Order[] | null;
  error: string | null;
  selected: Order | null;
}

export const useOrderHistoryStore = create<OrderHistoryState>()(() => ({ orders: null, error: null, selected: null }));

let inFlight: Promise<void> | null = null;

/** Fetches the history once at a time; a failure leaves the list as it was, with the message. */
export function loadOrderHistory(): Promise<void> {
  inFlight ??= ordersApi
    .history()
    .then((orders) => useOrderHistoryStore.setState({ orders, error: null }))
    .catch((e: unknown) =>
      useOrderHistoryStore.setState({ error: e instanceof Error ? e.message : 'Your orders could not be loaded.' }),
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function forgetOrderHistory(): void {
  useOrderHistoryStore.setState({ orders: null, error: null, selected: null });
}

export function openOrderSummary(order: Order): void {
  useOrderHistoryStore.setState({ selected: order });
  useAppStore.getState().root.openPanel('orderHistory');
}

export function closeOrderSummary(): void {
  useAppStore.getState().root.closePanel('orderHistory');
  useOrderHistoryStore.setState({ selected: null });
}
