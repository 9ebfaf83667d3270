// The interface string catalogue, worded exactly as the specification words it.
// Placeholders are `{name}`; fill them with `format`.
// One file a group in strings/, so each chunk carries only the strings it uses.
import { commonStrings } from './strings/common.ts';
import { dialogStrings } from './strings/dialog.ts';
import { logoutStrings } from './strings/logout.ts';
import { cookieBannerStrings } from './strings/cookie-banner.ts';
import { validationStrings } from './strings/validation.ts';
import { uploadStrings } from './strings/upload.ts';
import { confirmationStrings } from './strings/confirmation.ts';
import { reportingStrings } from './strings/reporting.ts';
import { imageStrings } from './strings/image.ts';
import { galleryStrings } from './strings/gallery.ts';
import { tweenStrings } from './strings/tween.ts';
import { videoStrings } from './strings/video.ts';
import { tableBookingStrings } from './strings/table-booking.ts';
import { formStrings } from './strings/form.ts';
import { dataLayerStrings } from './strings/data-layer.ts';
import { systemErrorStrings } from './strings/system-error.ts';
import { cartStrings } from './strings/cart.ts';
import { cartIndicatorStrings } from './strings/cart-indicator.ts';
import { reviewsStrings } from './strings/reviews.ts';
import { productStrings } from './strings/product.ts';
import { contentStatusStrings } from './strings/content-status.ts';
import { likertStrings } from './strings/likert.ts';
import { relativeTimeStrings } from './strings/relative-time.ts';
import { foodOrderingStrings } from './strings/food-ordering.ts';
import { runtimeStrings } from './strings/runtime.ts';
import { motionStrings } from './strings/motion.ts';
import { lightboxStrings } from './strings/lightbox.ts';
import { popupOverlayStrings } from './strings/popup-overlay.ts';
import { autoplayStrings } from './strings/autoplay.ts';
import { accountStrings } from './strings/account.ts';
import { shopStrings } from './strings/shop.ts';
import { contextStrings } from './strings/context.ts';
import { kindsStrings } from './strings/kinds.ts';
import { fontStrings } from './strings/fonts.ts';
import { externalLoadStrings } from './strings/external-loads.ts';
import { journalStrings } from './strings/journal.ts';
import { placesStrings } from './strings/places.ts';
import { eventBlockStrings } from './strings/event-blocks.ts';
import { summaryStrings } from './strings/summary.ts';
import { searchStrings } from './strings/search.ts';
import { commerceStrings } from './strings/commerce.ts';

export {
  commonStrings,
  dialogStrings,
  logoutStrings,
  cookieBannerStrings,
  validationStrings,
  uploadStrings,
  confirmationStrings,
  reportingStrings,
  imageStrings,
  galleryStrings,
  tweenStrings,
  videoStrings,
  tableBookingStrings,
  formStrings,
  dataLayerStrings,
  systemErrorStrings,
  cartStrings,
  cartIndicatorStrings,
  reviewsStrings,
  productStrings,
  contentStatusStrings,
  likertStrings,
  relativeTimeStrings,
  foodOrderingStrings,
  runtimeStrings,
  motionStrings,
  lightboxStrings,
  popupOverlayStrings,
  autoplayStrings,
  accountStrings,
  shopStrings,
  contextStrings,
  kindsStrings,
  fontStrings,
  externalLoadStrings,
  journalStrings,
  placesStrings,
  eventBlockStrings,
  summaryStrings,
  searchStrings,
  commerceStrings,
};

/** @internal Every group in one object, for tests. Browser code and the server import their own group, so each chunk carries only its strings. */
export const STRINGS = {
  common: commonStrings,
  dialog: dialogStrings,
  logout: logoutStrings,
  cookieBanner: cookieBannerStrings,
  validation: validationStrings,
  upload: uploadStrings,
  confirmation: confirmationStrings,
  reporting: reportingStrings,
  image: imageStrings,
  gallery: galleryStrings,
  tween: tweenStrings,
  video: videoStrings,
  tableBooking: tableBookingStrings,
  form: formStrings,
  dataLayer: dataLayerStrings,
  systemError: systemErrorStrings,
  cart: cartStrings,
  cartIndicator: cartIndicatorStrings,
  reviews: reviewsStrings,
  product: productStrings,
  contentStatus: contentStatusStrings,
  likert: likertStrings,
  relativeTime: relativeTimeStrings,
  foodOrdering: foodOrderingStrings,
  runtime: runtimeStrings,
  motion: motionStrings,
  lightbox: lightboxStrings,
  popupOverlay: popupOverlayStrings,
  autoplay: autoplayStrings,
  account: accountStrings,
  shop: shopStrings,
  context: contextStrings,
  kinds: kindsStrings,
  fonts: fontStrings,
  externalLoads: externalLoadStrings,
  journal: journalStrings,
  places: placesStrings,
  eventBlocks: eventBlockStrings,
  summary: summaryStrings,
  search: searchStrings,
  commerce: commerceStrings,
} as const;

/** Values for a template's `{name}` placeholders. */
export type FormatValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

// Fills `{name}` placeholders; a placeholder with no value is left as it is.
export function format(template: string, values: FormatValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
