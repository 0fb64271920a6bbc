import { useRef, useState } from 'react';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { LocationCard } from './location-card.tsx';
import { LocationsMap } from './locations-map.tsx';
import type { MapData } from './map-data.ts';
import styles from './locations-page.module.css';

export interface LocationsMapListProps {
  map: MapData;
  locations: Location[];
  searchType: 'pickup' | 'delivery';
  label: string;
  /** The store the guest has chosen for ordering (its card is marked as on the list view). */
  chosenMenuId?: string | null;
  headingLevel?: 2 | 3;
}

/**
 * Map and list side by side: numbered pins and numbered cards, one
 * "active" store between them. Focusing or choosing a pin highlights its card (choosing also
 * scrolls the list to it); focusing anything in a card highlights its pin and pans to it.
 * On a phone the map sits above the list.
 */
export function LocationsMapList({
  map,
  locations,
  searchType,
  label,
  chosenMenuId = null,
  headingLevel = 3,
}: LocationsMapListProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLLIElement>());
  const choose = (id: string) => {
    setActiveId(id);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    cards.current.get(id)?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className={styles.mapLayout}>
      <div className={styles.mapColumn}>
        <LocationsMap
          map={map}
          locations={locations}
          activeId={activeId}
          onFocusPin={setActiveId}
          onChoosePin={choose}
          label={label}
          numbered
        />
      </div>
      <div className={styles.mapListColumn}>
        <p className={styles.mapHint}>Choose a pin to find its location in the list.</p>
        <ol className={styles.mapList}>
          {locations.map((l) => (
            <li
              key={l.id}
              ref={(el) => {
                if (el) cards.current.set(l.id, el);
                else cards.current.delete(l.id);
              }}
              onFocus={() => setActiveId(l.id)}
            >
              <LocationCard
                location={l}
                searchType={searchType}
                headingLevel={headingLevel}
                selected={chosenMenuId === l.menu_id}
                highlighted={activeId === l.id}
              />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
