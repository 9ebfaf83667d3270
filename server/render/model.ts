// The demo site's data model: what site/ holds and what the renderer turns into contract.md markup.
export interface AccordionBlock {
  kind: 'accordion';
  id: string;
  allowMultipleOpen: boolean;
  isExpandedFirstItem: boolean;
  items: { title: string; descriptionHtml: string }[];
}

/** The share of a row a block takes: the demo template's row has 6 columns. */
export type Span = 'full' | 'half' | 'third';

export interface ImageBlock {
  kind: 'image';
  id: string;
  image: string;
  alt: string;
  caption?: string;
  span?: Span;
  /** A fixed frame, width to height; without it the frame takes the image's own ratio. */
  aspectRatio?: [number, number];
  /** How the image fills a fixed frame: cover (default) or contain. */
  crop?: 'cover' | 'contain';
  /** x,y from 0 to 1; default the centre. */
  focalPoint?: [number, number];
  /** Where a contained image sits: one of the nine positions (media.md: content-fit alignment). */
  alignment?: string;
  /** False: never drawn larger than the original. Default true. */
  stretch?: boolean;
}

export interface TextBlock {
  kind: 'text';
  id: string;
  html: string;
}

export type Block = AccordionBlock | ImageBlock | TextBlock;


export interface Page {
  path: string;
  pageType: number;
  id: string;
  title: string;
  description: string;
  blocks: Block[];
  /** How many images, from the top, the server loads itself: the first screen. Default 1. */
  firstScreenImages?: number;
  /** 'tight' rows sit 12 px apart, like a photo grid; the default flow spaces blocks 2rem apart. */
  layout?: 'flow' | 'tight';
}

export interface Website {
  id: string;
  identifier: string;
  title: string;
  websiteType: number;
  baseUrl: string;
  developerMode: boolean;
  templateId: string;
  locale: string;
  navigation: { title: string; path: string }[];
  cookieBannerSettings: Record<string, unknown> | null;
}

/** Looks up an image's intrinsic size, so the renderer can reserve its box. */
export type ImageSizes = (name: string) => { width: number; height: number } | undefined;

export interface RenderOptions {
  website: Website;
  imageSizes: ImageSizes;
}
