import { isImageName } from './name.ts';
import { snapWidth } from './widths.ts';

// /images/{name}, sized by `?format=750w` or by the filename form `name-750w.jpg`.
export type ImageRequest = { name: string; width: number | null };

const PREFIX = '/images/';
const SIZED_NAME = /^(.*?)-(-?\d+)w\.(jpg|jpeg|png|webp)$/i;
const FORMAT = /^(\d+)w$/;

const parseFormat = (format: string): number | null => {
  const match = FORMAT.exec(format);
  return match ? snapWidth(Number(match[1])) : null;
};

/** Null means "not a valid image request": a bad name (route answers 404) or a bad size (400). */
export const parseImageRequest = (pathname: string, search: string): ImageRequest | null => {
  if (!pathname.startsWith(PREFIX)) return null;
  const file = pathname.slice(PREFIX.length);
  if (!isImageName(file)) return null;
  const format = new URLSearchParams(search).get('format');
  const sized = SIZED_NAME.exec(file);
  const name = sized ? `${sized[1]}.${sized[3]}` : file;
  if (!isImageName(name)) return null;
  if (format !== null) {
    const width = parseFormat(format);
    return width === null ? null : { name, width };
  }
  if (!sized) return { name, width: null };
  const width = snapWidth(Number(sized[2]));
  return width === null ? null : { name, width };
};
