// The map block (type 4). The server renders the address and a link to the maps page inside a
// reserved box; the map covers them once the maps script has loaded, and never before, so the
// box is never empty (Map loading, and with no network at all).
import type { BlockDeps, BlockInstance } from '../block.ts';
import { decodeMapsKey, localeParams, toViewConfig } from '../map/model.ts';
import { loadMapsScript } from '../map/script.ts';
import { createMapView, type MapView } from '../map/view.ts';

export function init(root: HTMLElement, { data, context, window }: BlockDeps): BlockInstance {
  const canvas = root.querySelector<HTMLElement>('.map-canvas');
  if (!canvas) throw new Error('[Map] The block has no .map-canvas to draw in.');
  const config = toViewConfig(data);
  let view: MapView | null = null;
  let destroyed = false;
  loadMapsScript({ document: root.ownerDocument, key: decodeMapsKey(context.mapsKey), ...localeParams(context.locale) }).then(
    (maps) => {
      if (destroyed) return;
      view = createMapView(canvas, config, maps, (url) => window.open(url, '_blank', 'noopener'));
      root.classList.add('map-ready');
    },
    (error: unknown) => {
      // The address and its link stay: they are the map.
      root.classList.add('map-unavailable');
      console.warn(error instanceof Error ? error.message : error);
    },
  );
  return {
    destroy() {
      destroyed = true;
      view?.destroy();
    },
  };
}
