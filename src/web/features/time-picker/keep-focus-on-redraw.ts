import { useCallback, useRef, type RefCallback } from 'react';

/**
 * A ref for an element that is drawn anew when its key changes (the time picker's selects, drawn
 * whole when their list arrives): if the element it replaces had the focus, the new one takes it,
 * so a keyboard user sitting on the Day select while its days arrive stays on it. React runs a
 * ref's cleanup for the old element before taking it out of the page, and attaches the new one
 * before the browser paints.
 */
export function useFocusKeptOnRedraw<T extends HTMLElement>(): RefCallback<T> {
  const hadFocus = useRef(false);
  return useCallback((element: T) => {
    if (hadFocus.current) {
      hadFocus.current = false;
      element.focus();
    }
    return () => {
      hadFocus.current = element.ownerDocument.activeElement === element;
    };
  }, []);
}
