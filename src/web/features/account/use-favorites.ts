import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../../domain/app-error.ts';
import { deleteFavorite, getFavorites, saveFavorite } from '../../data/account/account-api.ts';
import { accountKeys } from '../../data/account/account-queries.ts';
import { useMemberUser } from '../../state/members.ts';
import { useAppStore } from '../../state/store.ts';

/** The favorites list is cached for the tab: every heart and the account page read the same query. */
async function loadFavorites(): Promise<string[] | null> {
  try {
    return (await getFavorites()).data.favorites;
  } catch (e) {
    useAppStore.getState().root.showError(AppError.from(e).message);
    return null;
  }
}

/**
 * The member's favorite menu ids (spec §3 "Favourite locations"), one query, so
 * every heart and the account page agree. Read once per sign-in; guests get null and no request.
 */
export function useFavorites() {
  const user = useMemberUser();
  const client = useQueryClient();
  const setFavorites = (favorites: string[]) => client.setQueryData(accountKeys.favorites, favorites);
  const { data } = useQuery({
    queryKey: accountKeys.favorites,
    queryFn: loadFavorites,
    enabled: user !== null,
    staleTime: Infinity,
  });
  return {
    favorites: user ? (data ?? null) : null,
    async save(menuId: string) {
      setFavorites((await saveFavorite(menuId)).data.favorites);
    },
    async remove(menuId: string) {
      setFavorites((await deleteFavorite(menuId)).data.favorites);
    },
  };
}
