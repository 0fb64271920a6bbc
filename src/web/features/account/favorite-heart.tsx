import { useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { useMemberUser } from '../../state/members.ts';
import { useAppStore } from '../../state/store.ts';
import { HeartIcon } from '../../ui/icons/icons.tsx';
import styles from './favorite-heart.module.css';
import { UnfavoriteDialog } from './unfavorite-dialog.tsx';
import { useFavorites } from './use-favorites.ts';

/**
 * The favorite heart of a location card (spec §2 "Location card", §6: signed-in members only).
 * Adding is immediate; removing asks 'Unfavorite Location?' first (spec §8).
 */
export function FavoriteHeart({ menuId, locationName }: { menuId: string; locationName: string }) {
  const user = useMemberUser();
  const { favorites, save, remove } = useFavorites();
  const [confirming, setConfirming] = useState(false);
  const showError = useAppStore((s) => s.root.showError);
  if (!user) return null;
  const on = favorites?.includes(menuId) ?? false;
  const toggle = async () => {
    if (on) return setConfirming(true);
    try {
      await save(menuId);
    } catch (e) {
      showError(AppError.from(e).message);
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={on}
        aria-label={`Favorite ${locationName}`}
        disabled={favorites === null}
        onClick={() => void toggle()}
      >
        <HeartIcon className={on ? styles.on : styles.off} />
      </button>
      <UnfavoriteDialog
        open={confirming}
        locationName={locationName}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await remove(menuId);
          setConfirming(false);
        }}
      />
    </>
  );
}
