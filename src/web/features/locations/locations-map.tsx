import { useEffect, useRef, useState } from 'react';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { apiRequest } from '../../lib/api-client.ts';
import type { LiveMap, LivePin } from './leaflet-map.ts';
import { MapFallback } from './map-fallback.tsx';
import type { MapData } from './map-data.ts';
import { LABEL_ZOOMS } from './map-label-zooms.ts';
import styles from './locations-map.module.css';

/** A class of this map's styles ('' for none: Leaflet takes plain strings). */
const css = (name: string) => styles[name] ?? '';

export interface LocationsMapProps {
  map: MapData;
  locations: Location[];
  /** The pin (and list card) the guest is on; null: none. */
  activeId: string | null;
  /** A pin took keyboard focus: its card follows. */
  onFocusPin?: (id: string) => void;
  /** A pin was clicked, tapped, or pressed with Enter/Space. */
  onChoosePin: (id: string) => void;
  /** Accessible description of the map ("Map of 8 locations near Boston, MA"). */
  label: string;
  /** Pins show their place in the list (1, 2, …). */
  numbered?: boolean;
  /** 'link' when choosing a pin opens the store's page; 'img' for the page's own store. */
  pinRole?: 'button' | 'link' | 'img';
  /**
   * When Leaflet comes in: 'load', after hydration, where the map is the page's
   * tool (search, area pages); 'reach', on the guest's first pointer, touch, wheel or keyboard
   * focus on the picture, where it only shows where one store is (a store page).
   */
  liveOn?: 'load' | 'reach';
}

/** Read with the map's name, on the live map's box and on the picture waiting to be reached. */
const KEYS_HINT = 'Arrow keys pan, plus and minus zoom.';

const basemapReply = () => import('../../../domain/map/basemap-contract.ts').then((c) => c.basemapReply);
const tone = (l: Location): LivePin['tone'] =>
  l.status === 'coming-soon' ? 'soon' : l.status === 'closed' ? 'closed' : 'open';

/**
 * The map view: the server-drawn picture first, then Leaflet
 * (loaded after hydration, never on the server) in the same box: zoom and pan, 44 px pins in
 * the tab order, linked to the list through `activeId`. If Leaflet or the basemap cannot load,
 * the picture stays.
 */
export function LocationsMap({
  map,
  locations,
  activeId,
  onFocusPin,
  onChoosePin,
  label,
  numbered = false,
  pinRole = 'button',
  liveOn = 'load',
}: LocationsMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<LiveMap | null>(null);
  const [live, setLive] = useState(false);
  const [reached, setReached] = useState(liveOn === 'load');
  const handlers = useRef({ onFocusPin, onChoosePin });
  useEffect(() => {
    handlers.current = { onFocusPin, onChoosePin };
  });

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !reached) return;
    const controller = new AbortController();
    let instance: LiveMap | null = null;
    const container = document.createElement('div');
    container.className = styles.live ?? '';
    container.setAttribute('role', 'group');
    container.setAttribute('aria-label', `${label}. ${KEYS_HINT}`);
    const byId = new Map(locations.map((l) => [l.id, l]));
    const pins: LivePin[] = map.pins.map((p, i) => {
      const l = byId.get(p.id);
      return {
        id: p.id,
        lat: p.lat,
        lng: p.lng,
        number: numbered ? i + 1 : null,
        tone: l ? tone(l) : 'open',
        label: `${l ? `${l.name}, ${l.address}, ${l.city}, ${l.status_label}` : p.id}${numbered ? `, number ${i + 1}` : ''}`,
      };
    });
    // A task of its own, after the page's mount effects, so the imports' preload links and the
    // basemap request do not lengthen the page's mount task.
    const load = () =>
      Promise.all([
        import('./leaflet-map.ts'),
        map.tiles ? null : apiRequest('map/basemap', basemapReply, { signal: controller.signal }).then((r) => r.data),
      ]);
    const start = setTimeout(() => {
      void load()
        .then(([{ createLiveMap }, basemap]) => {
          if (controller.signal.aborted) return;
          // Built out of sight over the picture, then shown whole.
          container.classList.add(css('building'));
          frame.appendChild(container);
          instance = createLiveMap({
            container,
            view: map.view,
            pins,
            position: map.position,
            tiles: map.tiles,
            basemap,
            pinRole,
            classes: {
              land: css('land'),
              border: css('border'),
              river: css('river'),
              county: css('county'),
              label: css('label'),
              // Each label kind's class is named after it: stateLabel, countyLabel, …
              kinds: Object.fromEntries(Object.keys(LABEL_ZOOMS).map((kind) => [kind, css(`${kind}Label`)])),
              pin: css('pin'),
              pinActive: css('pinActive'),
              tones: { open: css('open'), closed: css('closed'), soon: css('soon') },
              leader: css('leader'),
              position: css('position'),
            },
            onFocusPin: (id) => handlers.current.onFocusPin?.(id),
            onChoosePin: (id) => handlers.current.onChoosePin(id),
            signal: controller.signal,
          });
          if (!instance) return;
          // A keyboard reach: the guest's focus goes on into the map it asked for.
          const focused = document.activeElement === frame;
          container.classList.remove(css('building'));
          if (focused) container.focus();
          liveRef.current = instance;
          setLive(true);
        })
        // The server-drawn picture stays: the box is never empty.
        .catch(() => undefined);
    }, 0);
    return () => {
      clearTimeout(start);
      controller.abort();
      instance?.destroy();
      container.remove();
      liveRef.current = null;
      setLive(false);
    };
  }, [map, locations, label, numbered, pinRole, reached]);

  useEffect(() => {
    liveRef.current?.highlight(activeId, true);
  }, [activeId, live]);

  // On a store page the picture is one tab stop named like the live map until that map takes
  // its place (focus moves on into it); the first reach of any kind brings Leaflet in.
  const reach = () => setReached(true);
  const picture =
    liveOn === 'reach' && !live
      ? {
          tabIndex: 0,
          role: 'group',
          'aria-label': `${label}. ${KEYS_HINT}`,
          ...(reached
            ? {}
            : { onFocus: reach, onPointerMove: reach, onPointerDown: reach, onTouchStart: reach, onWheel: reach }),
        }
      : {};
  return (
    <figure className={styles.figure}>
      <div ref={frameRef} className={styles.frame} data-live={reached ? live : 'on-reach'} {...picture}>
        {live ? null : <MapFallback map={map} label={label} numbered={numbered} />}
      </div>
    </figure>
  );
}
