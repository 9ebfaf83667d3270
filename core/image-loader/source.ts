// /images/{name} sized as ?format=750w (querystring) or name-750w.jpg (filename).
import type { SizeFormat } from './attributes.ts';

/** The address of `source` at `width`; the filename form keeps any query after the name. */
export function sizedSource(source: string, width: number, format: SizeFormat): string {
  return format === 'filename' ? source.replace(/(\.[a-z0-9]+)?(?=[?#]|$)/i, `-${width}w$1`) : `${source}${source.includes('?') ? '&' : '?'}format=${width}w`;
}

const WIDTH = /[?&]format=(\d+)w\b|-(\d+)w\.[a-z0-9]+(?:[?#]|$)/i;

/** The width step an address asks for (either form), or 0 when it names none. */
export function widthOf(address: string): number {
  const match = WIDTH.exec(address);
  return match ? Number(match[1] ?? match[2]) : 0;
}
