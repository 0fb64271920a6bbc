import { useEffect } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { setMemberFavorites, useMemberUser } from '../../state/members.ts';
import { useAppStore } from '../../state/store.ts';
import { deleteFavorite, getFavorites, saveFavorite } from './api.ts';

let inFlight: Promise<void> | null = null;

/**
 * The member's favourite menu ids (spec §3), kept in the members section so every heart and
 * the account page agree. Fetched once per sign-in; guests get null and no request.
 */
export function useFavorites() {
  const user = useMemberUser();
  const favorites = useAppStore((s) => s.members.favorites);
  useEffect(() => {
    if (!user || favorites !== null || inFlight) return;
    inFlight = getFavorites()
      .then((reply) => setMemberFavorites(reply.data.favorites))
      .catch((e: unknown) => useAppStore.getState().root.showError(AppError.from(e).message))
      .finally(() => {
        inFlight = null;
      });
  }, [user, favorites]);
  return {
    favorites: user ? favorites : null,
    async save(menuId: string) {
      setMemberFavorites((await saveFavorite(menuId)).data.favorites);
    },
    async remove(menuId: string) {
      setMemberFavorites((await deleteFavorite(menuId)).data.favorites);
    },
  };
}
