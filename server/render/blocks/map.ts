// Map. The address and a link to the maps page fill a reserved box; the runtime draws
// the map over them once the maps script loads. With no script, or no maps service, the address
// is the map.
import { BlockType } from '../../../core/catalog/enums.ts';
import { addressText, mapsPageUrl, toViewConfig } from '../../../core/map/model.ts';
import type { MapBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export function renderMap(block: MapBlock): string {
  const { location } = toViewConfig({ location: block.location });
  const lines = [location.addressLine1, location.addressLine2, location.addressCountry].filter((line) => line.trim() !== '');
  const title = location.addressTitle ? `<strong>${escapeHtml(location.addressTitle)}</strong>` : '';
  const address = [title, ...lines.map(escapeHtml)].filter(Boolean).join('<br>');
  const label = addressText(location) || 'the location';
  const inner =
    `<div class="map-box">` +
    `<div class="map-fallback"><address>${address}</address>` +
    `<a href="${escapeHtml(mapsPageUrl(location))}" target="_blank" rel="noopener">Open this place in Google Maps</a></div>` +
    `<div class="map-canvas" role="region" aria-label="${escapeHtml(`Map of ${label}`)}"></div></div>`;
  return blockWrapper(BlockType.MAP, block.id, 'map-block', inner, { json: { location: block.location, ...block.ui }, animation: block.animation });
}
