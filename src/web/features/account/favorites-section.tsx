import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { HeartIcon } from '../../ui/icons/icons.tsx';
import { getLocationByMenuId } from '../../data/account/account-api.ts';
import styles from './account-page.module.css';
import { UnfavoriteDialog } from './unfavorite-dialog.tsx';
import { useFavorites } from './use-favorites.ts';

/** Favourite locations (spec §3 list of menu ids), each removable through 'Unfavorite Location?'. */
export function FavoritesSection() {
  const { favorites, remove } = useFavorites();
  const [places, setPlaces] = useState<Record<string, Location | 'missing'>>({});
  const [confirming, setConfirming] = useState<string | null>(null);

  useEffect(() => {
    for (const menuId of favorites ?? []) {
      if (places[menuId]) continue;
      getLocationByMenuId(menuId)
        .then((r) => setPlaces((p) => ({ ...p, [menuId]: r.data })))
        .catch(() => setPlaces((p) => ({ ...p, [menuId]: 'missing' })));
    }
  }, [favorites, places]);

  if (favorites === null) return <p role="status">Loading your favorite locations…</p>;
  if (favorites.length === 0) {
    return (
      <p>
        You have no favorite locations yet. Tap the heart on a location to add it.{' '}
        <Link to="/locations">Find a location</Link>
      </p>
    );
  }
  const nameOf = (menuId: string) => {
    const place = places[menuId];
    return place && place !== 'missing' ? place.name : `Location ${menuId}`;
  };
  return (
    <>
      <ul className={styles.cards}>
        {favorites.map((menuId) => {
          const place = places[menuId];
          return (
            <li key={menuId} className={styles.card}>
              <div className={styles.cardText}>
                <h3 className={styles.cardTitle}>
                  {place && place !== 'missing' ? <Link to={place.path}>{place.name}</Link> : nameOf(menuId)}
                </h3>
                {place && place !== 'missing' ? (
                  <p className={styles.cardLine}>
                    {place.address}, {place.city}, {place.state} {place.zip}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                className={styles.iconAction}
                aria-label={`Unfavorite ${nameOf(menuId)}`}
                onClick={() => setConfirming(menuId)}
              >
                <HeartIcon className={styles.filledHeart} />
              </button>
            </li>
          );
        })}
      </ul>
      <UnfavoriteDialog
        open={confirming !== null}
        locationName={confirming ? nameOf(confirming) : ''}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (confirming) await remove(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
