// The maps script is loaded once and shared, with a key, a callback, and the
// locale's language and region. After 30 s it rejects, and the map keeps its address fallback.
import { MAPS_SCRIPT, SCRIPT_TIMEOUT_MS } from './model.ts';

export { MAPS_SCRIPT };
const CALLBACK = '__vitrineMapsReady';

export interface MapsScriptOptions {
  document: Document;
  key: string;
  language?: string;
  region?: string;
  src?: string;
  timeout?: number;
}

/** The part of google.maps the map view uses (and the tests' double implements). */
export interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => MapsMap;
  Marker: new (options: Record<string, unknown>) => MapsMarker;
  Size: new (width: number, height: number) => unknown;
}
export interface MapsMap {
  setOptions(options: Record<string, unknown>): void;
}
export interface MapsMarker {
  addListener(event: string, handler: () => void): unknown;
  setOptions(options: Record<string, unknown>): void;
}

let shared: Promise<MapsApi> | null = null;

export function loadMapsScript({ document, key, language, region, src = MAPS_SCRIPT, timeout = SCRIPT_TIMEOUT_MS }: MapsScriptOptions): Promise<MapsApi> {
  shared ??= new Promise<MapsApi>((resolve, reject) => {
    const win = document.defaultView as (Window & { google?: { maps?: MapsApi } } & Record<string, unknown>) | null;
    if (!win) return reject(new Error('[Map] No window to load the maps script into.'));
    if (win.google?.maps) return resolve(win.google.maps);
    const timer = setTimeout(() => fail(new Error(`[Map] The maps script did not load within ${timeout / 1000} s.`)), timeout);
    const fail = (error: Error): void => {
      clearTimeout(timer);
      shared = null; // a later map may try again
      reject(error);
    };
    win[CALLBACK] = () => {
      clearTimeout(timer);
      if (win.google?.maps) resolve(win.google.maps);
      else fail(new Error('[Map] The maps script loaded without google.maps.'));
    };
    const query = new URLSearchParams({ callback: CALLBACK, ...(key ? { key } : {}), ...(language ? { language } : {}), ...(region ? { region } : {}) });
    const script = document.createElement('script');
    script.src = `${src}?${query}`;
    script.async = true;
    script.onerror = () => fail(new Error('[Map] The maps script could not be loaded.'));
    document.head.append(script);
  });
  return shared;
}

/** @internal Tests forget the shared script between cases; the page loads it once. */
export function resetMapsScript(): void {
  shared = null;
}
