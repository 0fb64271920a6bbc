import { useRef, type KeyboardEvent } from 'react';
import type { MenuMasterCategory } from '../../../domain/menu/menu-contract.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './menu-view.module.css';

/**
 * Master-category tabs (spec §3 brand masterCategories), the WAI-ARIA tabs pattern with
 * automatic activation: arrows, Home and End move between tabs. Each tab is also a real link
 * to its category route, so the page works before (or without) scripts; once hydrated a tab
 * switches in place and the address follows with replaceState.
 */
export function MasterTabs({
  masters,
  activeId,
  hrefOf,
  onSelect,
}: {
  masters: MenuMasterCategory[];
  activeId: string | null;
  hrefOf: (m: MenuMasterCategory) => string;
  onSelect: (id: string) => void;
}) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const hydrated = useHydrated();

  const select = (index: number, focus: boolean) => {
    const m = masters[index];
    if (!m) return;
    onSelect(m.id);
    window.history.replaceState(window.history.state, '', hrefOf(m));
    if (focus) refs.current[index]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = masters.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    select(to, true);
  };

  return (
    <div className={styles.tabsNav}>
      <div role="tablist" aria-label="Menu sections" className={styles.tabs}>
        {masters.map((m, i) => {
          const active = m.id === activeId;
          return (
            <a
              key={m.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              id={`menu-tab-${m.id}`}
              role="tab"
              href={hrefOf(m)}
              aria-selected={active}
              aria-controls={`menu-panel-${m.id}`}
              // Roving tab stop once scripts run; before that every tab is a plain link.
              tabIndex={hydrated ? (active ? 0 : -1) : undefined}
              className={styles.tab}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                select(i, false);
              }}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {m.name}
            </a>
          );
        })}
      </div>
    </div>
  );
}
