import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { signInRequest } from '../../../domain/account/auth-contract.ts';
import { setCsrfToken } from '../../lib/api-client.ts';
import { setMemberUser } from '../../state/members.ts';
import { signIn } from './api.ts';
import { takePreviousRoute } from './previous-route.ts';
import { useZodForm } from './use-zod-form.ts';

/**
 * The sign-in form of /account/signin and the kiosk's /app/signin: on success the root loader
 * picks up the new session (viewer, CSRF token) before the member goes back to the stored
 * previous route (spec §2 "Sign In stores the current path"), else `redirectTo`, else `fallback`.
 */
export function useSignInForm(o: { email?: string; fallback?: string } = {}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const form = useZodForm(signInRequest, { email: o.email ?? '', password: '' });
  const onSubmit = form.submit(
    (input) => signIn(input),
    async (reply) => {
      setCsrfToken(reply.data.csrf_token);
      setMemberUser(reply.data.user);
      await revalidator.revalidate();
      await navigate(takePreviousRoute(params.get('redirectTo') ?? o.fallback ?? null), { replace: true });
    },
  );
  return { form, onSubmit };
}
