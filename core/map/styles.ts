// Map styles by the spec's ids. Grayscale and the three Minimal styles are styled
// road maps; the Minimal ones also draw the custom 48x64 marker at half size.
import { MapStyle } from '../catalog/enums.ts';

export interface StyleRule {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}

export interface MapLook {
  mapTypeId: 'roadmap' | 'satellite' | 'terrain' | 'hybrid';
  styles: StyleRule[];
  /** The custom marker, an SVG image 48x64; null for the default marker. */
  marker: string | null;
}

const minimal = (land: string, water: string, road: string, label: string): StyleRule[] => [
  { elementType: 'geometry', stylers: [{ color: land }] },
  { featureType: 'water', stylers: [{ color: water }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ color: road }] },
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  { featureType: 'transit', stylers: [{ visibility: 'off' }] },
  { elementType: 'labels.text.fill', stylers: [{ color: label }] },
];

const pin = (fill: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="48" height="64" viewBox="0 0 48 64"><path d="M24 0C10.7 0 0 10.7 0 24c0 18 24 40 24 40s24-22 24-40C48 10.7 37.3 0 24 0z" fill="${fill}"/><circle cx="24" cy="24" r="9" fill="#fff"/></svg>`)}`;

export const MAP_LOOKS: Record<MapStyle, MapLook> = {
  [MapStyle.ORIGINAL]: { mapTypeId: 'roadmap', styles: [], marker: null },
  [MapStyle.GRAYSCALE]: { mapTypeId: 'roadmap', styles: [{ stylers: [{ saturation: -100 }] }], marker: null },
  [MapStyle.SATELLITE]: { mapTypeId: 'satellite', styles: [], marker: null },
  [MapStyle.MINIMAL_LIGHT]: { mapTypeId: 'roadmap', styles: minimal('#f4f4f2', '#d6dde3', '#ffffff', '#7a7a7a'), marker: pin('#333333') },
  [MapStyle.MINIMAL_DARK]: { mapTypeId: 'roadmap', styles: minimal('#2b2b2b', '#1b1f24', '#3a3a3a', '#a0a0a0'), marker: pin('#f2f2f2') },
  [MapStyle.MINIMAL_BLUE]: { mapTypeId: 'roadmap', styles: minimal('#e8eef4', '#9fbad3', '#ffffff', '#4a6781'), marker: pin('#1f4e79') },
};

/** Labels hidden, and terrain shown, on top of a style. */
export function lookFor(style: MapStyle, showLabels: boolean, showTerrain: boolean): MapLook {
  const look = MAP_LOOKS[style] ?? MAP_LOOKS[MapStyle.ORIGINAL];
  return {
    ...look,
    mapTypeId: look.mapTypeId === 'roadmap' && showTerrain ? 'terrain' : look.mapTypeId,
    styles: showLabels ? look.styles : [...look.styles, { elementType: 'labels', stylers: [{ visibility: 'off' }] }],
  };
}
