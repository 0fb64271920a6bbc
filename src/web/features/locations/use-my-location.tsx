import { useState } from 'react';
import { buttonClassName } from '../../ui/button.tsx';
import styles from './locations-page.module.css';

/** Spec §9 "geolocate on" (App info radar_map.geolocate): the browser's position, when the guest allows it. */
export function UseMyLocation({ onPosition }: { onPosition: (lat: number, lng: number) => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary' })}
        onClick={() => {
          if (!('geolocation' in navigator)) {
            setError('Your browser cannot share your location. Search by address instead.');
            return;
          }
          navigator.geolocation.getCurrentPosition(
            (p) => onPosition(Number(p.coords.latitude.toFixed(5)), Number(p.coords.longitude.toFixed(5))),
            () => setError('We could not get your location. Search by address instead.'),
            { timeout: 10_000 },
          );
        }}
      >
        Use My Location
      </button>
      {error ? (
        <p role="alert" className={styles.inlineError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
