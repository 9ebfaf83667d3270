// The demo site's data model: what site/ holds and what the renderer turns into contract.md markup.
export interface AccordionBlock {
  kind: 'accordion';
  id: string;
  allowMultipleOpen: boolean;
  isExpandedFirstItem: boolean;
  items: { title: string; descriptionHtml: string }[];
}

export interface ImageBlock {
  kind: 'image';
  id: string;
  image: string;
  alt: string;
  caption?: string;
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
