// The map: its model (pure), styles, the shared maps script, and the view.
export { toViewConfig, mapsPageUrl, localeParams, decodeMapsKey, addressText, MAP_DEFAULTS, MARKER_IMAGE, MARKER_DRAWN, UI_DEBOUNCE_MS, SCRIPT_TIMEOUT_MS, DEFAULT_UI } from './model.ts';
export type { MapLocation, MapUi, MapViewConfig } from './model.ts';
export { MAP_LOOKS, lookFor } from './styles.ts';
export { loadMapsScript, resetMapsScript, MAPS_SCRIPT } from './script.ts';
export type { MapsApi } from './script.ts';
export { createMapView, mapOptions } from './view.ts';
export type { MapView } from './view.ts';
