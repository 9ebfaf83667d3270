// The site this server serves: its data, handed in at the root (createApp, by start.ts or a test) and
// passed down to each part that needs a piece of it. The server takes only the site's types from site/
// (its model); every value comes through here, so another site's data serves as well as the demo's.
import type { PlaceDetails } from '../core/catalog/places.ts';
import type { Product } from '../core/commerce/product.ts';
import type { FormLookup } from '../site/forms.ts';
import type { Collection, HeaderFooter, ImageSizes, Page, SiteLanguage, Website } from './render/model.ts';

export interface Site {
  website: Website;
  /** Every page at its own path; a page with itemPaths also answers the paths below it. */
  pages: readonly Page[];
  /** The 404 page for a path no page answers. */
  notFoundPage: (path: string) => Page;
  /** The form definitions by id. */
  forms: FormLookup;
  /** The site's forms' ids, in its order: the owner's forms inbox lists each (issue 33). */
  formIds: readonly string[];
  /** The donation checkout's page for its donatePageId, or null when the id names none; then donateNotFoundPage. */
  donatePage: (donatePageId: string | null) => Page | null;
  donateNotFoundPage: Page;
  /** The languages, header and footer the database starts with (a PUT changes them after). */
  settingsSeed: (website: Website) => { languages: SiteLanguage[]; headerFooter: HeaderFooter };
  /** The store's products, stock included. */
  products: readonly Product[];
  /** The site's collections at a moment (which events are still to come), for the summary blocks and their call. */
  collections: (now: number) => Collection[];
  /** The site's pictures' sizes, for the summary call's images. */
  imageSizes: ImageSizes;
  /** The place lookups' data: one place by id, and the places that match a visitor's words. */
  places: { byId: (placeId: string) => PlaceDetails | null; search: (input: string, max: number) => PlaceDetails[] };
}
