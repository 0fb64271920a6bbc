import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Basemap } from '../../../domain/map/basemap-contract.ts';
import { spreadPins } from '../../../domain/map/spread-pins.ts';
import { basemapUnits, landBoundsFor, type BasemapClasses } from './leaflet-basemap.ts';
import type { MapData } from './map-data.ts';

/**
 * The interactive map: Leaflet, loaded only in the browser after
 * hydration. Pins are 44 px buttons (or links) in the tab order, named by store and address,
 * spread apart when closer than a tap target at the current zoom, with a thin leader line to
 * the true spot. Leaflet positions with CSSOM (el.style), which the page CSP allows.
 */
export interface LivePin {
  id: string;
  lat: number;
  lng: number;
  /** Accessible name: "Back Bay, 214 Newbury Street, Open Now". */
  label: string;
  /** Shown on the pin, matching the numbered list; null: a dot. */
  number: number | null;
  tone: 'open' | 'closed' | 'soon';
}

export interface LiveMapOptions {
  container: HTMLElement;
  view: MapData['view'];
  pins: LivePin[];
  position: { lat: number; lng: number } | null;
  tiles: MapData['tiles'];
  basemap: Basemap | null;
  classes: BasemapClasses & {
    pin: string;
    pinActive: string;
    tones: Record<LivePin['tone'], string>;
    leader: string;
    position: string;
  };
  /** 'button': choosing selects (list pages); 'link': choosing opens the store; 'img': the page's own store, nothing to choose. */
  pinRole: 'button' | 'link' | 'img';
  onFocusPin: (id: string) => void;
  onChoosePin: (id: string) => void;
  /** The map is no longer wanted (unmounted): building stops and removes what it made. */
  signal: AbortSignal;
}

export interface LiveMap {
  /** Marks one pin as the active one (or none); `reveal` pans it into view. */
  highlight: (id: string | null, reveal: boolean) => void;
  destroy: () => void;
}

const PIN_GAP = 48;
const EMBEDDED_CREDIT = 'Map data: US Census Bureau via <a href="https://github.com/topojson/us-atlas">us-atlas</a>';

/** Builds the map; null when `signal` aborted before it started (nothing is left behind). */
export function createLiveMap(o: LiveMapOptions): LiveMap | null {
  if (o.signal.aborted) return null;
  const map = L.map(o.container, {
    zoomSnap: 1,
    minZoom: o.tiles ? 3 : 8,
    maxZoom: o.tiles ? 18 : 16,
    keyboard: true,
    attributionControl: true,
    zoomControl: true,
  });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  // The view first: every layer added after it draws at once, in its own stage.
  const pinBounds = L.latLngBounds(o.pins.map((p) => [p.lat, p.lng] as [number, number]));
  if (o.position) pinBounds.extend([o.position.lat, o.position.lng]);
  if (o.pins.length > 1) map.fitBounds(pinBounds, { padding: [56, 56], maxZoom: o.view.maxZoom });
  else map.setView([o.view.lat, o.view.lng], o.view.zoom);
  if (o.tiles) {
    L.tileLayer(o.tiles.url, { attribution: o.tiles.attribution ?? '', maxZoom: 19 }).addTo(map);
  } else if (o.basemap) {
    const land = landBoundsFor(o.basemap, o.pins);
    if (land)
      map.setMaxBounds([
        [land.south, land.west],
        [land.north, land.east],
      ]);
    map.attributionControl.addAttribution(EMBEDDED_CREDIT);
    for (const draw of basemapUnits(L, map, o.basemap, o.classes)) draw();
  }
  if (o.position)
    L.circleMarker([o.position.lat, o.position.lng], {
      radius: 7,
      className: o.classes.position,
      interactive: false,
    }).addTo(map);

  const leaders = L.layerGroup().addTo(map);
  const markers = new Map<string, { marker: L.Marker; pin: LivePin }>();
  const addPin = (pin: LivePin) => {
    const marker = L.marker([pin.lat, pin.lng], {
      keyboard: o.pinRole !== 'img',
      interactive: o.pinRole !== 'img',
      riseOnHover: true,
      icon: L.divIcon({
        className: `${o.classes.pin} ${o.classes.tones[pin.tone]}`,
        html: `<span aria-hidden="true">${pin.number ?? ''}</span>`,
        iconSize: [44, 44],
        iconAnchor: [22, 54],
      }),
    }).addTo(map);
    const el = marker.getElement();
    if (el) {
      el.setAttribute('role', o.pinRole);
      el.setAttribute('aria-label', pin.label);
      el.dataset.testid = 'map-pin';
      el.dataset.pinId = pin.id;
      if (o.pinRole === 'button') el.setAttribute('aria-pressed', 'false');
      el.addEventListener('focus', () => o.onFocusPin(pin.id));
      el.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        event.stopPropagation();
        o.onChoosePin(pin.id);
      });
    }
    marker.on('click', () => o.onChoosePin(pin.id));
    markers.set(pin.id, { marker, pin });
  };
  o.pins.forEach(addPin);

  // Spread pins closer than a tap target at this zoom; a leader line goes back to the true spot.
  const spread = () => {
    leaders.clearLayers();
    const screen = o.pins.map((p) => ({ id: p.id, ...map.latLngToLayerPoint([p.lat, p.lng]) }));
    for (const moved of spreadPins(screen, PIN_GAP)) {
      const entry = markers.get(moved.id);
      if (!entry) continue;
      const shifted = map.layerPointToLatLng([moved.x, moved.y]);
      entry.marker.setLatLng(shifted);
      const from = screen.find((s) => s.id === moved.id);
      if (from && Math.hypot(from.x - moved.x, from.y - moved.y) > 0.5) {
        L.polyline([[entry.pin.lat, entry.pin.lng], shifted], {
          className: o.classes.leader,
          interactive: false,
          weight: 2,
        }).addTo(leaders);
        L.circleMarker([entry.pin.lat, entry.pin.lng], {
          radius: 3,
          className: o.classes.leader,
          interactive: false,
        }).addTo(leaders);
      }
    }
  };
  // The zoom on the container: what a test (and a curious reader of the DOM) can see.
  const markZoom = () => o.container.setAttribute('data-zoom', String(map.getZoom()));
  map.on('zoomend viewreset', spread);
  map.on('zoomend', markZoom);
  spread();
  markZoom();

  let active: string | null = null;
  return {
    highlight(id, reveal) {
      for (const [pinId, { marker }] of markers) {
        const on = pinId === id;
        const el = marker.getElement();
        el?.classList.toggle(o.classes.pinActive, on);
        if (o.pinRole === 'button') el?.setAttribute('aria-pressed', String(on));
        marker.setZIndexOffset(on ? 1000 : 0);
      }
      const entry = id ? markers.get(id) : undefined;
      if (entry && reveal && id !== active) map.panInside(entry.marker.getLatLng(), { padding: [60, 60] });
      active = id;
    },
    destroy() {
      map.remove();
    },
  };
}
