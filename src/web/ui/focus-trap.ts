import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * One focus-trap helper for every dialog (side panels, centred modals). Shared so keyboard
 * behavior is identical everywhere: Tab cycles inside the container, Escape closes, and focus
 * goes back to whatever opened the dialog when it closes.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `container` that Tab can reach, in DOM order (hidden ones skipped). */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !el.hasAttribute('inert') && !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true' && isVisible(el),
  );
}

function isVisible(el: HTMLElement): boolean {
  // getClientRects is empty for display:none (and its descendants); jsdom has no layout, so treat it as visible there.
  if (typeof el.getClientRects !== 'function') return true;
  return el.getClientRects().length > 0 || el === document.activeElement;
}

/**
 * Keeps Tab / Shift+Tab inside `container`. Returns true when the event was handled.
 * Exposed separately so it can be unit-tested without React.
 */
export function cycleFocus(container: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableElements(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (event.shiftKey && (active === first || !inside || active === container)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

export interface FocusTrapOptions {
  /** Whether the trap is active (usually the dialog's open flag). */
  active: boolean;
  /** Called on Escape. Omit to ignore Escape. */
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Return focus to the element that had it before opening (default true). */
  returnFocus?: boolean;
}

/**
 * React hook: while `active`, traps focus in `containerRef`, handles Escape, and on deactivation
 * restores focus to the opener. The container should carry tabIndex={-1} so it can take focus
 * itself when it holds nothing focusable.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, options: FocusTrapOptions): void {
  const { active, onEscape, initialFocus, returnFocus = true } = options;
  // Latest Escape handler, read at key time so the trap need not restart when the callback changes.
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  // A layout effect, not a passive one: it runs before the browser paints the dialog, so a dialog
  // that can be seen already holds focus and answers Escape. A passive effect after a lazy
  // dialog's commit can run after the paint, and an Escape pressed in between went nowhere
  // (the delivery modal once stayed open over the header in CI that way).
  useLayoutEffect(() => {
    if (!active) return;
    const container = containerRef.current;
    if (!container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const target = initialFocus?.current ?? focusableElements(container)[0] ?? container;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const escape = escapeRef.current;
      if (event.key === 'Escape' && escape) {
        event.preventDefault();
        event.stopPropagation();
        escape();
        return;
      }
      cycleFocus(container, event);
    };
    // Capture on document so focus that escaped (e.g. a click on the backdrop) is still pulled back in.
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (returnFocus && opener && opener.isConnected) opener.focus();
    };
    // Re-running on every render would steal focus back to the first element, so only `active`
    // restarts the trap (the Escape handler is read through escapeRef).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
