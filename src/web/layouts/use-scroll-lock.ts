import { useEffect } from 'react';
import { isScrollLocked } from '../state/root-slice.ts';
import { useAppStore } from '../state/store.ts';

/** Spec §4: the body gets `scroll-locked` while a scroll-locking drawer or modal is open. */
export function useScrollLock(): void {
  const locked = useAppStore((s) => isScrollLocked(s.root.open));
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', locked);
    return () => document.body.classList.remove('scroll-locked');
  }, [locked]);
}
