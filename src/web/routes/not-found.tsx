import { data, Link } from 'react-router';
import { titleMeta } from '../layouts/page-meta.ts';
import { NOT_FOUND_DETAIL, NOT_FOUND_MESSAGE } from '../../domain/route-error.ts';
import type { Route } from './+types/not-found';
import styles from './not-found.module.css';

/** /404 (spec §2 route table): the not-found page itself, answered with HTTP 404. */
export function loader() {
  return data({ ok: true }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Page Not Found', matches);
}

export default function NotFound() {
  return (
    <section className={styles.wrap}>
      <p className={styles.status}>404</p>
      <h1>{NOT_FOUND_MESSAGE}</h1>
      <p className={styles.text}>{NOT_FOUND_DETAIL}</p>
      <Link to="/" className={styles.home}>
        Back to the home page
      </Link>
    </section>
  );
}
