import { describe, expect, it } from 'vitest';
import { DEFAULT_UI, decodeMapsKey, localeParams, mapsPageUrl, toViewConfig } from '../../../../core/map/model.ts';
import { lookFor } from '../../../../core/map/styles.ts';
import { mapOptions } from '../../../../core/map/view.ts';

describe('toViewConfig: the block JSON model becomes ui and location', () => {
  it("an empty model takes the spec's defaults, the marker at the centre", () => {
    expect(toViewConfig({})).toEqual({
      ui: DEFAULT_UI,
      location: {
        mapLat: 40.720882,
        mapLng: -74.000988,
        markerLat: 40.720882,
        markerLng: -74.000988,
        mapZoom: 12,
        addressTitle: '',
        addressLine1: '',
        addressLine2: '',
        addressCountry: '',
      },
    });
  });

  it('reads a full model, the ui fields at the top or under ui', () => {
    const config = toViewConfig({
      location: {
        mapLat: 51.5,
        mapLng: -0.12,
        markerLat: 51.51,
        markerLng: -0.13,
        mapZoom: 15,
        addressTitle: 'Studio',
        addressLine1: '1 Road',
        addressLine2: 'London',
        addressCountry: 'UK',
      },
      style: 5,
      ui: { linkOnClick: false, scrollwheel: true },
    });
    expect(config.location).toEqual({
      mapLat: 51.5,
      mapLng: -0.12,
      markerLat: 51.51,
      markerLng: -0.13,
      mapZoom: 15,
      addressTitle: 'Studio',
      addressLine1: '1 Road',
      addressLine2: 'London',
      addressCountry: 'UK',
    });
    expect(config.ui.style).toBe(5);
    expect(config.ui.linkOnClick).toBe(false);
    expect(config.ui.scrollwheel).toBe(true);
  });

  it.each([
    ['a numeric string', { mapLat: '10.5' }, 10.5],
    ['not a number', { mapLat: 'north' }, 40.720882],
    ['past the pole', { mapLat: 120 }, 90],
  ])('latitude from %s', (_name, location, lat) => {
    expect(toViewConfig({ location }).location.mapLat).toBe(lat);
  });

  it.each([
    [0, 1],
    [7, 1],
    ['4', 4],
    [6, 6],
  ])("style %j -> %i (the spec's ids 1 to 6)", (style, id) => {
    expect(toViewConfig({ style }).ui.style).toBe(id);
  });

  it('a malformed model is all defaults', () => {
    for (const model of [null, 'map', 42, [], { location: 'here' }]) expect(toViewConfig(model).location.mapZoom).toBe(12);
  });
});

describe("styles: the spec's ids, custom markers drawn at half size", () => {
  it.each([
    [1, 'roadmap', false],
    [2, 'roadmap', false],
    [3, 'satellite', false],
    [4, 'roadmap', true],
    [5, 'roadmap', true],
    [6, 'roadmap', true],
  ] as const)('style %i is a %s map, custom marker %s', (id, type, marker) => {
    expect(lookFor(id, true, false).mapTypeId).toBe(type);
    expect(lookFor(id, true, false).marker !== null).toBe(marker);
  });

  // view.test.ts checks that the map draws it at 24x32.
  it('the custom marker is a 48x64 image', () => {
    expect(decodeURIComponent(lookFor(4, true, false).marker!)).toContain('width="48" height="64"');
  });

  it('labels off and terrain on are layered over a style', () => {
    expect(lookFor(1, false, false).styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
    expect(lookFor(1, true, true).mapTypeId).toBe('terrain');
    expect(lookFor(3, true, true).mapTypeId).toBe('satellite');
  });

  it('mapOptions: controls, dragging and the wheel from the ui', () => {
    const options = mapOptions({ ...DEFAULT_UI, draggable: false, showControls: false }, { lat: 1, lng: 2 }, 9);
    expect(options).toMatchObject({ center: { lat: 1, lng: 2 }, zoom: 9, disableDefaultUI: true, zoomControl: false, gestureHandling: 'none', draggable: false });
    expect(mapOptions({ ...DEFAULT_UI, scrollwheel: true }, { lat: 0, lng: 0 }, 1).gestureHandling).toBe('greedy');
  });
});

describe('mapsPageUrl: position, address and zoom in the query', () => {
  it('writes all three', () => {
    const { location } = toViewConfig({ location: { mapLat: 1, mapLng: 2, mapZoom: 14, addressTitle: 'Studio', addressLine1: '12 Harbour Lane' } });
    const url = new URL(mapsPageUrl(location));
    expect(url.origin).toBe('https://maps.google.com');
    expect(url.searchParams.get('q')).toBe('Studio, 12 Harbour Lane');
    expect(url.searchParams.get('ll')).toBe('1,2');
    expect(url.searchParams.get('z')).toBe('14');
  });

  it('with no address, the query is the position', () => {
    expect(new URL(mapsPageUrl(toViewConfig({ location: { mapLat: 3, mapLng: 4 } }).location)).searchParams.get('q')).toBe('3,4');
  });
});

describe('localeParams and decodeMapsKey', () => {
  it.each([
    ['en-US', { language: 'en', region: 'US' }],
    ['fr_ca', { language: 'fr', region: 'CA' }],
    ['de', { language: 'de' }],
    ['', {}],
    [null, {}],
    ['english', {}],
  ])('%j -> %j', (locale, params) => {
    expect(localeParams(locale)).toEqual(params);
  });

  it.each([
    [Buffer.from('demo-key').toString('base64'), 'demo-key'],
    ['', ''],
    ['%%%not base64', ''],
  ])('%j decodes to %j', (encoded, key) => {
    expect(decodeMapsKey(encoded)).toBe(key);
  });
});
