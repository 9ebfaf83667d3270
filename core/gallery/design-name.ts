// The block data's design name, mapped to the design that draws it. Pure.
import { format, galleryStrings } from '../catalog/strings.ts';
import { textOf } from '../catalog/text.ts';

/**
 * The name the site stores for each design (stacked maps to base, slider to strip,
 * slideshow to stacked; the rest keep their names). The one alias table: each design's file in
 * designs/ is named after it.
 */
export const SITE_NAMES = {
  base: 'stacked',
  strip: 'slider',
  stacked: 'slideshow',
  grid: 'grid',
  autogrid: 'autogrid',
  autocolumns: 'autocolumns',
  autorows: 'autorows',
  carousel: 'carousel',
  list: 'list',
} as const;

/** The designs by the spec's own names (the spec's /gallery/{design} routes and CSS classes). */
export type Design = keyof typeof SITE_NAMES;
export type SiteDesignName = (typeof SITE_NAMES)[Design];
export const DESIGNS = Object.keys(SITE_NAMES) as Design[];

/**
 * The design for a block data name; the default is base. The site's names come first; the
 * internal names base and strip are accepted too (docs/decisions.md). An unknown name throws
 * The spec's error.
 */
export function toDesign(name: unknown): Design {
  if (name === undefined || name === null || name === '') return 'base';
  const key = textOf(name);
  const bySiteName = DESIGNS.find((design) => SITE_NAMES[design] === key);
  if (bySiteName) return bySiteName;
  if (Object.hasOwn(SITE_NAMES, key)) return key as Design;
  throw new Error(format(galleryStrings.unknownDesign, { name: key }));
}
