// The map block's JSON model becomes a view config with ui and location. Pure.
import { MapStyle } from '../catalog/enums.ts';

// The default centre and zoom; the marker image and its half-size drawing; timings.
export const MAP_DEFAULTS = { lat: 40.720882, lng: -74.000988, zoom: 12 } as const;
export const MARKER_IMAGE = { width: 48, height: 64 } as const;
export const MARKER_DRAWN = { width: MARKER_IMAGE.width / 2, height: MARKER_IMAGE.height / 2 } as const;
export const UI_DEBOUNCE_MS = 60;
export const SCRIPT_TIMEOUT_MS = 30_000;
/** The maps script, here with the model so that the server's Content-Security-Policy names its origin. */
export const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';

export interface MapLocation {
  mapLat: number;
  mapLng: number;
  markerLat: number;
  markerLng: number;
  mapZoom: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

export interface MapUi {
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
}

export interface MapViewConfig {
  ui: MapUi;
  location: MapLocation;
}

export const DEFAULT_UI: MapUi = {
  style: MapStyle.ORIGINAL,
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: false,
  showControls: true,
  disableDefaultUI: false,
  markerDraggable: false,
  linkOnClick: true,
};

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const number = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const STYLES = Object.values(MapStyle) as number[];

/**
 * The block JSON ({ location: {...}, style, showLabels, ... }, or the ui fields under `ui`) as a
 * view config. A missing or malformed field takes its default; the marker defaults to the centre.
 */
export function toViewConfig(model: unknown): MapViewConfig {
  const json = object(model);
  const at = object(json.location);
  const options = { ...json, ...object(json.ui) };
  const lat = Math.min(90, Math.max(-90, number(at.mapLat, MAP_DEFAULTS.lat)));
  const lng = number(at.mapLng, MAP_DEFAULTS.lng);
  const ui = Object.fromEntries(
    Object.entries(DEFAULT_UI).map(([key, fallback]) => [
      key,
      key === 'style' ? (STYLES.includes(number(options.style, 0)) ? number(options.style, 0) : fallback) : flag(options[key], fallback as boolean),
    ]),
  ) as unknown as MapUi;
  return {
    ui,
    location: {
      mapLat: lat,
      mapLng: lng,
      markerLat: number(at.markerLat, lat),
      markerLng: number(at.markerLng, lng),
      mapZoom: Math.round(Math.min(21, Math.max(0, number(at.mapZoom, MAP_DEFAULTS.zoom)))),
      addressTitle: text(at.addressTitle),
      addressLine1: text(at.addressLine1),
      addressLine2: text(at.addressLine2),
      addressCountry: text(at.addressCountry),
    },
  };
}

/** The address as one line of text. */
export const addressText = (location: MapLocation): string =>
  [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry].filter((part) => part.trim() !== '').join(', ');

/** The external maps page, with the position, the address and the zoom in its query. */
export function mapsPageUrl(location: MapLocation): string {
  const query = new URLSearchParams({
    q: addressText(location) || `${location.markerLat},${location.markerLng}`,
    ll: `${location.markerLat},${location.markerLng}`,
    z: String(location.mapZoom),
  });
  return `https://maps.google.com/maps?${query}`;
}

/** Language and region from the page's locale ('en-US' gives en and US). */
export function localeParams(locale: string | null | undefined): { language?: string; region?: string } {
  const [language, region] = (locale ?? '').split(/[-_]/);
  return {
    ...(language && /^[a-z]{2,3}$/i.test(language) ? { language: language.toLowerCase() } : {}),
    ...(region && /^[a-z]{2}$/i.test(region) ? { region: region.toUpperCase() } : {}),
  };
}

/** The page context carries the maps key base64-encoded (`mapsKey` (encoded)). */
export function decodeMapsKey(encoded: string | null | undefined, decode: (text: string) => string = atob): string {
  try {
    return encoded ? decode(encoded) : '';
  } catch {
    return '';
  }
}
