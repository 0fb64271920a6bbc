import { useEffect, useRef } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import { AccountPanel } from '../features/account/account-panel.tsx';
import { accountSections, pickSection } from '../features/account/account-sections.ts';
import styles from '../features/account/account-page.module.css';
import { useSignOut } from '../features/account/use-sign-out.ts';
import { titleMeta } from '../layouts/page-meta.ts';
import { useMemberUser } from '../state/members.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/account';

/** /account (spec §2): members only; guests go to sign-in and come back here afterwards. */
export function loader({ context, request }: Route.LoaderArgs) {
  if (!context.viewer.signedIn) {
    const here = new URL(request.url);
    throw redirect(`/account/signin?redirectTo=${encodeURIComponent(here.pathname + here.search)}`);
  }
  return { sections: accountSections(context.app) };
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('My Account', matches);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const user = useMemberUser();
  const signOut = useSignOut();
  const section = pickSection(loaderData.sections, params.get('section'));
  const tabs = useRef<HTMLUListElement>(null);
  // In the one-row tab strip (phones) the current section is scrolled into the row's view.
  useEffect(() => {
    const list = tabs.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft +=
      current.getBoundingClientRect().left -
      list.getBoundingClientRect().left -
      (list.clientWidth - current.offsetWidth) / 2;
  }, [section.id]);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>My Account</h1>
          {user ? <p className={styles.greeting}>Hello, {user.first_name}</p> : null}
        </div>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label="Account sections">
          <ul ref={tabs} className={styles.tabs}>
            {loaderData.sections.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/account?section=${s.id}`}
                  aria-current={s.id === section.id ? 'page' : undefined}
                  preventScrollReset
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.panel} aria-labelledby="account-section-title">
          <h2 id="account-section-title" className={styles.panelTitle}>
            {section.label}
          </h2>
          {/* Keyed so a section's loading state starts fresh when the member switches. */}
          <AccountPanel key={section.id} id={section.id} />
        </section>
      </div>
    </div>
  );
}
