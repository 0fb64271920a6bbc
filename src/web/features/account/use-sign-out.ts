import { useNavigate, useRevalidator } from 'react-router';
import { AppError } from '../../../domain/app-error.ts';
import { setMemberUser } from '../../state/members.ts';
import { useAppStore } from '../../state/store.ts';
import { signOut } from '../../data/account/account-api.ts';

/** Spec §7 "log out user": end the session, forget the member, refresh the root data, go home. */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    try {
      await signOut();
    } catch (e) {
      useAppStore.getState().root.showError(AppError.from(e).message);
      return;
    }
    setMemberUser(null);
    await navigate('/', { replace: true });
    await revalidator.revalidate();
  };
}
