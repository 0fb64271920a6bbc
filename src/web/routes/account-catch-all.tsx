import { data, Link } from 'react-router';
import { titleMeta } from '../layouts/page-meta.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import type { Route } from './+types/account-catch-all';

/** /account/* (spec §2 catch-all within the account area): a 404 that points back into it. */
export function loader() {
  return data({ ok: true }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Page Not Found', matches);
}

export default function AccountCatchAll() {
  return (
    <AuthCard title="This page could not be found">
      <p>There is no such page in your account area.</p>
      <div className={cardStyles.links}>
        <Link to="/account">Go to my account</Link>
        <Link to="/">Back to the home page</Link>
      </div>
    </AuthCard>
  );
}
