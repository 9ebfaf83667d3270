// contract.md: /images/{name} sized as ?format=750w (querystring) or name-750w.jpg (filename).
import type { SizeFormat } from './attributes.ts';

/** The address of `source` at `width`, keeping any query and fragment it already has. */
export function sizedSource(source: string, width: number, format: SizeFormat): string {
  const [, path = '', query = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(source) ?? [];
  if (format === 'filename') {
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    const sized = dot > slash ? `${path.slice(0, dot)}-${width}w${path.slice(dot)}` : `${path}-${width}w`;
    return sized + query + hash;
  }
  return `${path}${query ? `${query}&` : '?'}format=${width}w${hash}`;
}

const WIDTH = /[?&]format=(\d+)w(?:&|#|$)|-(\d+)w\.[a-z0-9]+(?:[?#]|$)/i;

/** The width step an address asks for (either form), or 0 when it names none. */
export function widthOf(address: string): number {
  const match = WIDTH.exec(address);
  return match ? Number(match[1] ?? match[2]) : 0;
}
