import { useSyncExternalStore } from 'react';

/**
 * The added-to-cart alert's message (spec §2 "an added-to-cart alert").
 * A tiny store outside React so the menu's add paths (quick add, Add to Bag, Update Bag) can raise
 * it and the layout shows it, whatever route the customer lands on next. Each message gets a new
 * id, so the same words twice still show (and are announced) twice.
 */
export interface AddedAlert {
  id: number;
  message: string;
  /** 'refused': the server said no to an add or update (shown in the same place, announced as an alert). */
  tone: 'added' | 'refused';
  /** The page that raised it went away (Add to Bag leaves the product page): the alert takes the focus. */
  takeFocus?: boolean;
}

let current: AddedAlert | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showAddedAlert(message: string): void {
  current = { id: nextId++, message, tone: 'added' };
  emit();
}

/**
 * A refused add, quick add or Update Bag: shown where the added alert shows, so
 * the customer sees it wherever they have scrolled to, never only in the banner at the top.
 * `message` is already customer copy (`customerMessage`).
 */
export function showRefusedAlert(message: string): void {
  current = { id: nextId++, message, tone: 'refused' };
  emit();
}

/** Hands the keyboard focus to the current alert's View Bag, so it never falls to the page body. */
export function focusAddedAlert(): void {
  if (!current || current.tone !== 'added') return;
  current = { ...current, takeFocus: true };
  emit();
}

export function dismissAddedAlert(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAddedAlert(): AddedAlert | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** The spec's add and update wording, one place. */
export const addedMessage = (quantity: number, name: string) => `Added ${quantity} × ${name} to your bag.`;
export const updatedMessage = (name: string) => `Updated ${name} in your bag.`;
