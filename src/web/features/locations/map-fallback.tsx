import type { MapData } from './map-data.ts';
import styles from './locations-map.module.css';
import picture from './map-fallback.module.css';

/**
 * The server-drawn map: the same basemap and pins as the live map, for one
 * viewport, shown until Leaflet has loaded (and for good without scripts or if it fails): the
 * map box is never empty and never changes size. A picture, not controls: the list beside it
 * carries the links. SVG attributes only: the page CSP forbids inline styles.
 */
export function MapFallback({ map, label, numbered }: { map: MapData; label: string; numbered: boolean }) {
  const { fallback } = map;
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      preserveAspectRatio="xMidYMid slice"
      className={`${styles.fallback} ${picture.picture}`}
      role="img"
      aria-label={label}
      data-testid="map-fallback"
    >
      <rect width={map.width} height={map.height} className={styles.water} />
      {fallback.tiles.map((t) => (
        <image key={t.href} href={t.href} x={t.x} y={t.y} width={256} height={256} />
      ))}
      {fallback.states.map((d, i) => (
        <path key={`s${i}`} d={d} className={styles.land} fillRule="evenodd" />
      ))}
      {fallback.water.map((d, i) => (
        <path key={`w${i}`} d={d} className={styles.river} />
      ))}
      {fallback.borders.map((d, i) => (
        <path key={`b${i}`} d={d} className={styles.border} />
      ))}
      {fallback.counties.map((d, i) => (
        <path key={`c${i}`} d={d} className={styles.county} fill="none" />
      ))}
      {fallback.labels.map((l) => (
        <text
          key={`${l.kind}-${l.name}-${l.x.toFixed(0)}`}
          x={l.x}
          y={l.kind === 'city' || l.kind === 'town' || l.kind === 'neighborhood' ? l.y + 20 : l.y + 5}
          textAnchor="middle"
          className={`${picture.svgLabel} ${picture[`svg-${l.kind}`] ?? ''}`}
        >
          {l.kind === 'state' || l.kind === 'county' ? l.name.toUpperCase() : l.name}
        </text>
      ))}
      {map.position ? <circle cx={map.position.x} cy={map.position.y} r={7} className={styles.svgPosition} /> : null}
      {map.pins.map((p, i) => (
        <g key={p.id} transform={`translate(${p.x.toFixed(1)} ${(p.y - 32).toFixed(1)})`} className={picture.svgPin}>
          <path d="M-8 16 L0 32 L8 16 Z" />
          <circle r={22} />
          {numbered ? (
            <text y={6} textAnchor="middle">
              {i + 1}
            </text>
          ) : (
            <circle r={6} className={picture.svgPinDot} />
          )}
        </g>
      ))}
    </svg>
  );
}
