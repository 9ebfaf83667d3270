// The map view: a map and its marker in a canvas, from a view config. UI option updates are
// debounced 60 ms; a marker click opens the maps page when linkOnClick applies.
import { lookFor } from './styles.ts';
import { MARKER_DRAWN, UI_DEBOUNCE_MS, mapsPageUrl, type MapUi, type MapViewConfig } from './model.ts';
import type { MapsApi } from './script.ts';

export interface MapView {
  /** Changes UI options; several changes within 60 ms apply once. */
  update(ui: Partial<MapUi>): void;
  destroy(): void;
}

/** The map's options for a UI config: its look, and what the visitor may do with it. */
export function mapOptions(ui: MapUi, center: { lat: number; lng: number }, zoom: number): Record<string, unknown> {
  const look = lookFor(ui.style, ui.showLabels, ui.showTerrain);
  const controls = ui.showControls && !ui.disableDefaultUI;
  return {
    center,
    zoom,
    mapTypeId: look.mapTypeId,
    styles: look.styles,
    disableDefaultUI: ui.disableDefaultUI || !ui.showControls,
    zoomControl: controls,
    gestureHandling: !ui.draggable ? 'none' : ui.scrollwheel ? 'greedy' : 'cooperative',
    draggable: ui.draggable,
    scrollwheel: ui.scrollwheel,
  };
}

export function createMapView(canvas: HTMLElement, config: MapViewConfig, maps: MapsApi, open: (url: string) => void): MapView {
  let ui = config.ui;
  const { location } = config;
  const center = { lat: location.mapLat, lng: location.mapLng };
  const map = new maps.Map(canvas, mapOptions(ui, center, location.mapZoom));
  const markerOptions = (): Record<string, unknown> => {
    const look = lookFor(ui.style, ui.showLabels, ui.showTerrain);
    return {
      draggable: ui.markerDraggable,
      icon: look.marker ? { url: look.marker, scaledSize: new maps.Size(MARKER_DRAWN.width, MARKER_DRAWN.height) } : null,
      cursor: ui.linkOnClick ? 'pointer' : 'default',
    };
  };
  const marker = new maps.Marker({ map, position: { lat: location.markerLat, lng: location.markerLng }, title: location.addressTitle, ...markerOptions() });
  marker.addListener('click', () => {
    if (ui.linkOnClick) open(mapsPageUrl(location));
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    update(changes) {
      ui = { ...ui, ...changes };
      clearTimeout(timer);
      timer = setTimeout(() => {
        map.setOptions(mapOptions(ui, center, location.mapZoom));
        marker.setOptions(markerOptions());
      }, UI_DEBOUNCE_MS);
    },
    destroy: () => clearTimeout(timer),
  };
}
