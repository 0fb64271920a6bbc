import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { signInRequest, type MemberUser } from '../../../domain/account/auth-contract.ts';
import { setCsrfToken } from '../../lib/api-client.ts';
import { setMemberUser } from '../../state/members.ts';
import { signIn } from '../../data/account/account-api.ts';
import { takePreviousRoute } from './previous-route.ts';
import type { FieldSpec } from '../../ui/form/text-field-list.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';

/** The member sign-in's inputs, on the site and in the kiosk. */
export const memberSignInFields: FieldSpec<'email' | 'password'>[] = [
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/**
 * The sign-in form of /account/signin and the kiosk's /app/signin: on success the root loader
 * picks up the new session (viewer, CSRF token) before the member goes back to the stored
 * previous route (spec §2 "Sign In stores the current path"), else `redirectTo`, else `fallback`.
 */
export function useSignInForm(o: { email?: string; fallback?: string } = {}) {
  const finish = useFinishSignIn(o.fallback);
  const form = useContractForm(signInRequest, { email: o.email ?? '', password: '' });
  const onSubmit = form.submit(
    (input) => signIn(input),
    (reply) => void finish(reply.data),
  );
  return { form, onSubmit };
}

/**
 * What sign-in and sign-up do once the server has started the member's session: take the new
 * CSRF token and greeting, let the root loader see the viewer, then go back to the stored
 * previous route, else `redirectTo` (the checkout wall's destination), else `fallback`.
 */
export function useFinishSignIn(fallback?: string) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  return async (signedIn: { csrf_token: string; user: MemberUser }) => {
    setCsrfToken(signedIn.csrf_token);
    setMemberUser(signedIn.user);
    await revalidator.revalidate();
    await navigate(takePreviousRoute(params.get('redirectTo') ?? fallback ?? null), { replace: true });
  };
}
