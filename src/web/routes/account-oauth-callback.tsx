import { data, Link } from 'react-router';
import { SOCIAL_SIGN_IN_DISABLED } from '../../domain/account/messages.ts';
import { isFeatureEnabled } from '../../domain/app-info.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { FormAlert } from '../ui/form/form-alert.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/account-oauth-callback';

/**
 * /account/oauthcallback (spec §2): the return address of social sign-in. Facebook, Google and
 * Apple are configuration, all off as shipped (spec §6), so this page says so clearly (400),
 * like GET /api/account/oauth/callback.
 */
export function loader({ context }: Route.LoaderArgs) {
  const enabled = (['facebook_signin', 'google_signin', 'apple_signin'] as const).some((f) =>
    isFeatureEnabled(context.app, f),
  );
  const message = enabled ? 'Social sign-in could not be completed on this server.' : SOCIAL_SIGN_IN_DISABLED;
  return data({ message }, { status: enabled ? 503 : 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Sign In', matches);
}

export default function AccountOAuthCallback({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title="Social Sign-In Unavailable">
      <FormAlert message={loaderData.message} />
      <p>You can sign in with your email address and password instead.</p>
      <div className={cardStyles.links}>
        <Link to="/account/signin">Sign in with email</Link>
      </div>
    </AuthCard>
  );
}
