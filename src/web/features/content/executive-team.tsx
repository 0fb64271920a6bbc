import { lazy, Suspense, useEffect } from 'react';
import type { ExecutivePopupBlock, ExecutiveTeamBlock } from '../../../domain/content.ts';
import { usePreload } from '../../layouts/lazy-panels.tsx';
import { useAppStore } from '../../state/store.ts';
import { BlockSection } from './block-section.tsx';
import styles from './executive-team.module.css';

/** The popup's code (and the modal's) loads when a page with the team is idle, not with every story page. */
const loadPopup = () => import('./executive-popup.tsx').then((m) => ({ default: m.ExecutivePopup }));
const ExecutivePopup = lazy(loadPopup);

/**
 * A grid of leaders; choosing one opens the executive-team popup. Which blok is open lives in
 * the store's brand section (spec §3 showExecutiveTeamPopup / executiveTeamPopupBlok).
 */
export function ExecutiveTeam({ block }: { block: ExecutiveTeamBlock }) {
  const open = (member: ExecutivePopupBlock) =>
    useAppStore.setState((s) => ({
      brand: {
        ...s.brand,
        showExecutiveTeamPopup: true,
        executiveTeamPopupBlok: {
          heading: member.heading,
          title: member.title,
          body: member.body,
          image: member.image,
          bg_image: member.bg_image?.filename ?? null,
          class: member.class ?? null,
        },
      },
    }));
  // Leaving the page (a link in a bio) must not leave the popup flagged open for the next visit.
  useEffect(() => () => closeExecutivePopup(), []);
  usePreload(loadPopup);
  const shown = useAppStore((s) => s.brand.showExecutiveTeamPopup);

  return (
    <BlockSection uid={block._uid} heading={block.heading} intro={block.intro}>
      <ul className={styles.grid}>
        {block.members.map((member) => (
          <li key={member._uid}>
            <button type="button" className={styles.person} aria-haspopup="dialog" onClick={() => open(member)}>
              <img className={styles.portrait} src={member.image.filename} alt="" width={240} height={240} loading="lazy" />
              <span className={styles.name}>{member.heading}</span>
              <span className={styles.role}>{member.title}</span>
              <span className={styles.more}>Read bio</span>
            </button>
          </li>
        ))}
      </ul>
      {shown ? (
        <Suspense fallback={null}>
          <ExecutivePopup members={block.members} onClose={closeExecutivePopup} />
        </Suspense>
      ) : null}
    </BlockSection>
  );
}

export function closeExecutivePopup() {
  useAppStore.setState((s) => ({ brand: { ...s.brand, showExecutiveTeamPopup: false, executiveTeamPopupBlok: null } }));
}
