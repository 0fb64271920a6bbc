import type { KeyboardEvent } from 'react';
import type { Location } from '../../../domain/locations/location-contract.ts';
import type { MapData } from './map-data.ts';
import styles from './locations-map.module.css';

export interface LocationsMapProps {
  map: MapData;
  locations: Location[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Accessible description of the map ("Map of 8 locations near Boston, MA"). */
  label: string;
}

/**
 * The map view (DESIGN §5): an SVG drawn offline over shipped state outlines, or over tiles
 * when a tile URL is configured. Pins are buttons in the tab order, named by the store and its
 * status; choosing one shows its card below the map. Geometry uses SVG attributes only: the
 * page CSP forbids inline styles.
 */
export function LocationsMap({ map, locations, selectedId, onSelect, label }: LocationsMapProps) {
  const byId = new Map(locations.map((l) => [l.id, l]));
  const onKey = (event: KeyboardEvent<SVGGElement>, id: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(id);
    }
  };
  // The selected pin is drawn last so it sits on top.
  const pins = [...map.pins].sort((a, b) => Number(a.id === selectedId) - Number(b.id === selectedId));
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${map.width} ${map.height}`} className={styles.map} role="group" aria-label={label} data-zoom={map.zoom}>
        <rect width={map.width} height={map.height} className={styles.water} />
        {map.tiles.map((t) => (
          <image key={t.href} href={t.href} x={t.x} y={t.y} width={256} height={256} />
        ))}
        {map.shapes.map((s) => (
          <path key={s.name} d={s.d} className={styles.land} fillRule="evenodd">
            <title>{s.name}</title>
          </path>
        ))}
        {map.position ? <circle cx={map.position.x} cy={map.position.y} r={7} className={styles.position} aria-hidden="true" /> : null}
        {pins.map((pin) => {
          const location = byId.get(pin.id);
          if (!location) return null;
          const selected = pin.id === selectedId;
          return (
            <g
              key={pin.id}
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              aria-label={`${location.name}, ${location.address}, ${location.status_label}`}
              transform={`translate(${pin.x.toFixed(1)} ${pin.y.toFixed(1)})`}
              className={[styles.pin, styles[location.status === 'coming-soon' ? 'soon' : location.status], selected ? styles.selected : ''].join(' ')}
              onClick={() => onSelect(pin.id)}
              onKeyDown={(e) => onKey(e, pin.id)}
              data-testid="map-pin"
            >
              <g transform="scale(1.3)">
                <path d="M0 0 C-3 -9 -11 -13 -11 -21 A11 11 0 1 1 11 -21 C11 -13 3 -9 0 0 Z" className={styles.pinShape} />
                <circle cy={-21} r={4} className={styles.pinDot} />
              </g>
              {/* Names only where they do not pile up: a few pins, or the chosen one. */}
              {map.pins.length <= 5 || selected ? (
                <text y={-42} textAnchor="middle" className={styles.pinLabel} aria-hidden="true">
                  {location.name}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
