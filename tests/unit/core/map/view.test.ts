import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMapView } from '../../../../core/map/view.ts';
import { toViewConfig } from '../../../../core/map/model.ts';
import type { MapsApi } from '../../../../core/map/script.ts';

// A maps API double that records what the view asks of it.
function double() {
  const log = { map: [] as Record<string, unknown>[], marker: [] as Record<string, unknown>[], click: [] as (() => void)[] };
  const maps = {
    Map: class {
      constructor(_element: unknown, options: Record<string, unknown>) {
        log.map.push(options);
      }
      setOptions(options: Record<string, unknown>) {
        log.map.push(options);
      }
    },
    Marker: class {
      constructor(options: Record<string, unknown>) {
        log.marker.push(options);
      }
      addListener(_event: string, handler: () => void) {
        log.click.push(handler);
      }
      setOptions(options: Record<string, unknown>) {
        log.marker.push(options);
      }
    },
    Size: class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
    },
  } as unknown as MapsApi;
  return { maps, log };
}

afterEach(() => vi.useRealTimers());

describe('createMapView', () => {
  const config = toViewConfig({ location: { mapLat: 1, mapLng: 2, markerLat: 3, markerLng: 4, mapZoom: 10, addressTitle: 'Studio' }, style: 4 });

  it('centres the map, puts the marker where the model says, with the custom marker at half size', () => {
    const { maps, log } = double();
    createMapView({} as HTMLElement, config, maps, () => {});
    expect(log.map[0]).toMatchObject({ center: { lat: 1, lng: 2 }, zoom: 10, mapTypeId: 'roadmap' });
    expect(log.marker[0]).toMatchObject({ position: { lat: 3, lng: 4 }, title: 'Studio' });
    expect((log.marker[0]!.icon as { scaledSize: { width: number; height: number } }).scaledSize).toMatchObject({ width: 24, height: 32 });
  });

  it('with linkOnClick, a marker click opens the maps page; without, nothing', () => {
    const { maps, log } = double();
    const open = vi.fn();
    createMapView({} as HTMLElement, config, maps, open);
    log.click[0]!();
    expect(open).toHaveBeenCalledWith(expect.stringContaining('https://maps.google.com/maps?'));
    const quiet = double();
    const closed = vi.fn();
    createMapView({} as HTMLElement, toViewConfig({ ...config, ui: { linkOnClick: false } }), quiet.maps, closed);
    quiet.log.click[0]!();
    expect(closed).not.toHaveBeenCalled();
  });

  it('UI option updates are debounced 60 ms', () => {
    vi.useFakeTimers();
    const { maps, log } = double();
    const view = createMapView({} as HTMLElement, config, maps, () => {});
    view.update({ showControls: false });
    view.update({ style: 3 });
    vi.advanceTimersByTime(59);
    expect(log.map).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(log.map).toHaveLength(2);
    expect(log.map[1]).toMatchObject({ mapTypeId: 'satellite', disableDefaultUI: true });
    view.destroy();
  });
});
