// media.md 3 and 5: the block data's design name, mapped to the design that draws it. Pure.
import { format, galleryStrings } from '../catalog/strings.ts';

export const DESIGNS = ['base', 'strip', 'stacked', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list'] as const;
export type Design = (typeof DESIGNS)[number];

// stacked is drawn by base, slider by strip, slideshow by stacked; the rest keep their names.
// The internal names base and strip are accepted too (docs/decisions.md).
const ALIASES: Record<string, Design> = { stacked: 'base', slider: 'strip', slideshow: 'stacked' };

/** The design for a block data name; the default is base. An unknown name throws media.md 5's error. */
export function toDesign(name: unknown): Design {
  if (name === undefined || name === null || name === '') return 'base';
  const key = String(name);
  if (Object.hasOwn(ALIASES, key)) return ALIASES[key] as Design;
  if ((DESIGNS as readonly string[]).includes(key)) return key as Design;
  throw new Error(format(galleryStrings.unknownDesign, { name: key }));
}
