// The demo site as one value: what the server receives at its root (server/site.ts says its shape).
// start.ts and the tests hand it in.
import { demoCollections } from './collections.ts';
import { formById, forms } from './forms.ts';
import { donateNotFoundPage, donatePage } from './forms-pages.ts';
import { siteSettingsSeed } from './header-footer.ts';
import { demoImageSpec } from './images.ts';
import { notFoundPage, pages } from './pages.ts';
import { placeById, searchPlaces } from './places.ts';
import { PRODUCTS } from './products.ts';
import { website } from './website.ts';

export const demoSite = {
  website,
  pages,
  notFoundPage,
  forms: formById,
  formIds: forms.map((form) => form.id),
  donatePage,
  donateNotFoundPage,
  settingsSeed: siteSettingsSeed,
  products: PRODUCTS,
  collections: demoCollections,
  imageSizes: demoImageSpec,
  places: { byId: placeById, search: searchPlaces },
};
