// The demo site's data model: what site/ holds and what the renderer turns into the spec markup.
// site/ owns it, so the folder arrows run one way: server/ -> site/ -> core/.
import type { CollectionItemRecordType } from '../core/catalog/enums.ts';
import type { FormDefinition } from '../core/forms/fields.ts';
import type { Product } from '../core/commerce/product.ts';

export interface AccordionBlock {
  kind: 'accordion';
  id: string;
  animation?: Animation;
  allowMultipleOpen: boolean;
  isExpandedFirstItem: boolean;
  items: { title: string; descriptionHtml: string }[];
}

/** The menu block with tabs (33, docs/block-types.md): a tab per section. */
export interface MenuBlock {
  kind: 'menu';
  id: string;
  title: string;
  sections: { title: string; items: { name: string; description?: string; price?: string }[] }[];
}

/** The member area block (67) with its pricing toggle: two periods, left and right; each plan's price and join link per period. */
export interface MemberAreaBlock {
  kind: 'member-area';
  id: string;
  title: string;
  periods: readonly [{ key: string; label: string }, { key: string; label: string }];
  /** The join link's words, before the plan's name ('Join'). */
  joinLabel: string;
  plans: { name: string; description: string; prices: Record<string, string>; joins: Record<string, string> }[];
}

/** A reservation block, OpenTable (34, docs/block-types.md) or Tock (68). */
export interface ReservationBlock {
  kind: 'reservation';
  id: string;
  type: 34 | 68;
  /** The booking service's name, in the owner's preview and the fallback link; OpenTable by default. */
  service: string;
  /** The provider's script (the demo's test double). */
  script: string;
  /** The booking page the fallback link opens, with JavaScript off or when the script does not arrive. */
  bookingUrl: string;
}

/** The button block (53): a link, with the fields its census calls carry. */
export interface ButtonBlock {
  kind: 'button';
  id: string;
  text: string;
  clickthroughUrl: string;
  alignment: 'left' | 'center' | 'right';
  size: 'small' | 'medium' | 'large';
  newWindow: boolean;
}

/** A chart block (docs/block-types.md: 36): a bar chart of a dataset, drawn by the server, with its data table. */
export interface ChartBlock {
  kind: 'chart';
  id: string;
  title: string;
  columns: string[];
  rows: { label: string; values: (number | null)[] }[];
}

/** An audio block (38, docs/block-types.md): an album and its tracks, each a native player (tracks per album 60). */
export interface AudioBlock {
  kind: 'audio';
  id: string;
  title: string;
  artist: string;
  tracks: { title: string; src: string; durationSeconds?: number }[];
}

/** A calendar block (39, docs/block-types.md): one month (YYYY-MM) and its events (YYYY-MM-DD). */
export interface CalendarBlock {
  kind: 'calendar';
  id: string;
  month: string;
  events: { date: string; title: string; url?: string }[];
}

/** A tour dates block (40, docs/block-types.md): shows in the order given, each a date (YYYY-MM-DD), venue, city and a ticket link or Sold Out. */
export interface TourDatesBlock {
  kind: 'tour-dates';
  id: string;
  title: string;
  dates: { date: string; venue: string; city: string; ticketUrl?: string; soldOut?: boolean }[];
}

/** The search block (docs/block-types.md: 37): a search form; on the search page the server draws the results of ?q= in it. */
export interface SearchBlock {
  kind: 'search';
  id: string;
}

/** The follow button block (41, docs/block-types.md): a link to a profile on a social platform, which the platform's script makes its button. */
export interface FollowBlock {
  kind: 'follow';
  id: string;
  /** The platform's name, in the link's words. */
  platform: string;
  handle: string;
  profileUrl: string;
  /** The platform's script (the demo's test double). */
  script: string;
}

/** A post list with comment counts (42, docs/block-types.md): each post's comments link carries its thread id, which the comment-count script counts. */
export interface PostListBlock {
  kind: 'post-list';
  id: string;
  title: string;
  /** The comment-count script (the demo's test double). */
  script: string;
  /** `date`: YYYY-MM-DD; `commentsUrl`: where the post's comments are. */
  posts: { threadId: string; title: string; date: string; summary: string; commentsUrl: string }[];
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
  /** Where a contained image sits: one of the nine positions (content-fit alignment). */
  alignment?: string;
  /** False: never drawn larger than the original. Default true. */
  stretch?: boolean;
  animation?: Animation;
}

export interface TextBlock {
  kind: 'text';
  id: string;
  html: string;
  animation?: Animation;
}

/** Video block. `html` is the embed; the overlay shows `thumbnail` until the visitor plays. */
export interface VideoBlock {
  kind: 'video';
  id: string;
  title: string;
  html: string;
  providerName: string;
  thumbnail?: string;
  width?: number;
  height?: number;
  /** With no thumbnail and no size, the placeholder's ratio is 100 divided by this (65% without it). */
  placeholderRatio?: number;
  mode?: 'none' | 'fit' | 'fill';
  animation?: Animation;
}

/** Map. `location` holds the map's fields; `ui` its options. */
export interface MapBlock {
  kind: 'map';
  id: string;
  location: Record<string, string | number>;
  ui?: Record<string, boolean | number>;
  animation?: Animation;
}

/** A gallery slide; a video slide carries its embed, and its image is the thumbnail. */
export interface GallerySlide {
  id: string;
  url: string;
  image: string;
  alt: string;
  title?: string;
  description?: string;
  clickThrough?: string;
  video?: { html: string; providerName: string };
}

/** Gallery block data is stored as the site stores it, design names and all. */
export interface GalleryBlock {
  kind: 'gallery';
  id: string;
  /** The gallery's accessible name. */
  title: string;
  data: Record<string, unknown>;
  slides: GallerySlide[];
  /** For gallery history: the collection the slides' addresses live under. */
  collectionUrl?: string;
  animation?: Animation;
}

/** Block animations. The entrance a block makes as it scrolls in. */
export type Animation = 'fade' | 'rise';

/** A form block (9), or a newsletter block (51) when the definition has `newsletter`. docs/forms.md. */
export interface FormBlock {
  kind: 'form';
  id: string;
  form: FormDefinition;
  animation?: Animation;
}

/** The donation button (52), a link to /checkout/donate for its donation page. */
export interface DonationBlock {
  kind: 'donation';
  id: string;
  text: string;
  donatePageId: string;
  animation?: Animation;
}

/** The product block (43) of a product's page, docs/store.md. The product as the store has it now (its stock). */
export interface ProductBlock {
  kind: 'product';
  id: string;
  product: Product;
  animation?: Animation;
}

/** docs/store.md "Pages": what a store page shows, drawn by the server from the store for each request (not a block of the site's own). */
export type StoreView = 'shop' | 'cart' | 'checkout' | 'order' | 'review';

export interface StoreBlock {
  kind: 'store';
  id: string;
  view: StoreView;
}

/** The summary block (v2, 55): a collection's items as cards. Its JSON holds imageAspectRatio. */
export interface SummaryBlock {
  kind: 'summary';
  id: string;
  title: string;
  /** Summary wall, carousel, list, grid. */
  design: SummaryDesign;
  /** The collection it summarises (site/collections.ts). */
  collectionId: string;
  /** Width to height of every item's image ('4:3'); an unreadable one is square (docs/decisions.md). */
  imageAspectRatio: string;
  /** The most items it shows. */
  pageSize: number;
}

export type SummaryDesign = 'wall' | 'carousel' | 'list' | 'grid';

/** A collection a summary block shows: an events collection lists only the events still to come. */
export interface Collection {
  id: string;
  type: 'events' | 'pages';
  title: string;
  items: CollectionItem[];
}

export interface CollectionItem {
  id: string;
  title: string;
  url: string;
  image: string;
  alt: string;
  excerpt: string;
  /** An event's start, ISO 8601 with its offset. */
  startDate?: string;
}

export type Block =
  | SummaryBlock
  | AccordionBlock
  | ImageBlock
  | TextBlock
  | VideoBlock
  | MapBlock
  | GalleryBlock
  | FormBlock
  | DonationBlock
  | ProductBlock
  | StoreBlock
  | MenuBlock
  | MemberAreaBlock
  | ReservationBlock
  | ButtonBlock
  | ChartBlock
  | FollowBlock
  | PostListBlock
  | AudioBlock
  | CalendarBlock
  | TourDatesBlock
  | SearchBlock;

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
  /** Addresses below the page's own (a gallery's slides, with history on) serve the page too. */
  itemPaths?: boolean;
  /** Popup overlay settings; the page context carries them, else null. */
  popupOverlaySettings?: Record<string, unknown>;
  /** The mobile info bar (style none, light or dark, and its contact details). */
  mobileInfoBarSettings?: Record<string, unknown>;
}

/** A content item, with its collection item record type. */
export interface PageItem {
  id: string;
  recordType: CollectionItemRecordType;
}

/** A page's content items by their own address below it: a gallery's slides, with item paths on. */
export function itemAt(page: Page, path: string): PageItem | null {
  let rest = path.slice(page.path.length + 1).replace(/\/+$/, '');
  try {
    rest = decodeURIComponent(rest);
  } catch {
    // A malformed escape names no item.
  }
  for (const block of page.blocks)
    if (block.kind === 'gallery')
      for (const slide of block.slides) if (slide.url === rest || slide.id === rest) return { id: slide.id, recordType: slide.video ? 'video' : 'image' };
  return null;
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
  /** The maps service key, base64-encoded as the page context carries it. */
  mapsKey: string;
  /** Site context. */
  cloneable?: boolean;
  /** Resold or resold grace period; null for a site that is neither. */
  siteStatus?: Record<string, unknown> | null;
  /** `currency`: the store's ISO 4217 code (docs/store.md); USD when absent. */
  storeSettings?: {
    expressCheckout: boolean;
    measurementStandard: number;
    currency?: string;
    /** The least an order's subtotal may be, in cents; none when absent. */
    minimumSubtotalCents?: number;
  } | null;
  tweakJSON?: Record<string, unknown>;
  /** The host whose /config/ is the configuration area (the demo serves it itself). */
  appDomain?: string;
  /** Escape login works only when the site allows it. */
  useEscapeKeyToLogin?: boolean;
  /** The site's font stylesheet, loaded after the page without blocking it (core/fonts/fonts.ts); none when absent. */
  fontStylesheet?: string;
  /** The languages the site is published in, in order; one is the default. */
  languages?: SiteLanguage[];
}

/** A language of the site (docs/decisions.md "Multilingual and the site header and footer"): a BCP 47 code, its own name. */
export interface SiteLanguage {
  code: string;
  name: string;
  isDefault: boolean;
  enabled: boolean;
}

/** A header or footer link: its words and its address, which must pass the link checks. */
export interface SiteLink {
  title: string;
  url: string;
}

/** Data, never HTML. The header is the site's title and its navigation, the footer a line of text and links. */
export interface HeaderFooter {
  header: { title: string; links: SiteLink[] };
  footer: { text: string; links: SiteLink[] };
}
