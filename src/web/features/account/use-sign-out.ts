import { useNavigate, useRevalidator } from 'react-router';
import { AppError } from '../../../domain/app-error.ts';
import { setMemberUser } from '../../state/members.ts';
import { useAppStore } from '../../state/store.ts';
import { signOut } from '../../data/account/account-api.ts';
import { currentCart, setCart } from '../../data/cart/cart-cache.ts';
import type { SignedOutState } from '../../layouts/signed-out-notice.tsx';

/**
 * Spec §7 "log out user": end the session, forget the member, refresh the root data, go home.
 * The bag belonged to the member's session: this device forgets it, so the next person at a shared
 * screen does not find it, and the home page says the member is signed out.
 */
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
    const bagEmptied = (currentCart()?.products.length ?? 0) > 0;
    setCart(null);
    setMemberUser(null);
    const state: SignedOutState = { signedOut: true, bagEmptied };
    await navigate('/', { replace: true, state });
    await revalidator.revalidate();
  };
}
