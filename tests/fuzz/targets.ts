// Issue 22, "Fuzzed input": every parser at a boundary of the runtime, with the inputs a page we do
// not control can hand it. Each target runs the parser as the runtime does and asserts its contract:
// no error escapes (a block's init may throw only the catalogue's message, which boot logs), every
// answer has the type its callers rely on, and a message for bad input is the catalogue's. The
// server's request bodies are server-targets.ts's. tests/unit/fuzz/ runs them all.
//
// Block kinds and their JSON (core/blocks/registry.ts and kinds.ts): map (4), gallery (8), form and
// newsletter (9, 51), product (43), reservation (34, 68), search (37, its reply), follow and comment
// count (41, 42), summary (55), accordion (69). The other kinds read no block JSON: html (2), image
// (5, its attributes are the image loader's), video (32, its markup), menu (33), pricing toggle (67),
// and the server-only kinds (36, 38, 39, 40, 53), which the runtime never starts.
import fc from 'fast-check';
import { expect } from 'vitest';
import { init as initAccordion } from '../../core/blocks/accordion.ts';
import { accordionHashAction } from '../../core/blocks/accordion/hash.ts';
import { init as initForm } from '../../core/blocks/form.ts';
import { init as initReservation } from '../../core/blocks/reservation.ts';
import { scriptOf } from '../../core/blocks/script-block.ts';
import { readItems } from '../../core/blocks/search.ts';
import { start as startAddressLookup } from '../../core/blocks/store/address-lookup.ts';
import { cartFailureText } from '../../core/blocks/store/cart-call.ts';
import { init as initSummary } from '../../core/blocks/summary.ts';
import { isAllowedCall } from '../../core/catalog/allowed-call.ts';
import { WebsiteRole } from '../../core/catalog/enums.ts';
import { formatMoney } from '../../core/catalog/money.ts';
import { cartFacade, readProductBlock } from '../../core/commerce/schema.ts';
import { cartCount, indicatorLabel, indicatorText } from '../../core/commerce/indicator.ts';
import { effectivePrices, isOnSale, isSoldOut, originalPriceCents, priceText, subscriptionText, variantFor } from '../../core/commerce/product.ts';
import { analyticsAllowed, consentPolicy, readConsent } from '../../core/consent/consent.ts';
import { contextObject } from '../../core/context/field.ts';
import { readSiteContextJson } from '../../core/context/read.ts';
import { DEFAULT_SITE_CONTEXT, parseSiteContext } from '../../core/context/schema.ts';
import { createDataLayer, DataError } from '../../core/data/index.ts';
import { bodyText, decide, readFields } from '../../core/data/reply.ts';
import { readCookie } from '../../core/dom/cookies.ts';
import { motionAllowed } from '../../core/dom/motion.ts';
import { isScreenshot } from '../../core/dom/screenshot.ts';
import { FIELD_TYPES, type FormDefinition } from '../../core/forms/fields.ts';
import { formFailure } from '../../core/forms/messages.ts';
import { isEmptyValue, shapeForm, summaryText } from '../../core/forms/shape.ts';
import { successAction } from '../../core/forms/submit-state.ts';
import { NOT_A_NUMBER_MESSAGE, NOT_AN_OPTION_MESSAGE, REQUIRED_MESSAGE, validateForm } from '../../core/forms/validate.ts';
import { blockData, readOptions, thumbnailOptions } from '../../core/gallery/data.ts';
import { DESIGNS, SITE_NAMES } from '../../core/gallery/design-name.ts';
import { MAX_AUTOPLAY_TIMEOUT_MS } from '../../core/gallery/read-options.ts';
import { historyBase, itemIdsFrom, slideFor } from '../../core/gallery/history.ts';
import { isValidSource, readLoadConfig } from '../../core/image-loader/attributes.ts';
import { addressText, mapsPageUrl, toViewConfig } from '../../core/map/model.ts';
import { normalizeInfoBar, shouldShowInfoBar } from '../../core/overlays/info-bar.ts';
import { normalizePopup, parseRecord, shouldShowPopup } from '../../core/popup/rules.ts';
import { normalizeCookieBanner } from '../../overlays/cookie-banner/settings.ts';
import { signInFailure } from '../../overlays/login/sign-in.ts';
import { systemErrorContent } from '../../overlays/system-error/content.ts';
import { renderAccordion } from '../../server/render/blocks/accordion.ts';
import { renderCheckout } from '../../server/render/store/checkout.ts';
import { analyticsId, forgetAnalyticsId } from '../../tracking/analytics-id.ts';
import { startCensus } from '../../tracking/census.ts';
import { readTrackingContext } from '../../tracking/context.ts';
import { createDelivery, type Call } from '../../tracking/delivery.ts';
import { checkEvent } from '../../tracking/event-schema.ts';
import { eventCall } from '../../tracking/events.ts';
import { gates } from '../../tracking/page-speed/settings.ts';
import { legacyData, pageViewData, pixelQuery } from '../../tracking/page-view.ts';
import { session } from '../../tracking/session.ts';
import { parseVisitor, visit } from '../../tracking/visits.ts';
import { blockDeps } from '../fixtures/dom.ts';
import { formBlockHtml } from '../fixtures/form-markup.ts';
import { hostile, hostileJson, jsonShaped, shaped, viaJson, weirdNumber, weirdString, whole } from './arbitraries.ts';
import { isCatalogueMessage } from './catalogue.ts';
import { serverTargets } from './server-targets.ts';
import { target, type FuzzTarget } from './target.ts';

// ---------------------------------------------------------------------------------------------
// Helpers the targets share.

/** The error a DOM target's listeners threw (happy-dom reports them as the window's `error` event). */
function watchWindowErrors(): { stop(): unknown[] } {
  const errors: unknown[] = [];
  const onError = (event: Event): void => void errors.push((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  window.addEventListener('error', onError);
  return {
    stop() {
      window.removeEventListener('error', onError);
      return errors;
    },
  };
}

/** Lets promise callbacks and zero-delay timers run. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const isText = (value: unknown): value is string => typeof value === 'string';
const isError = (error: unknown): error is Error => error instanceof Error;
/** An Error whose message is one of the catalogue's (with `more` of the module's own templates). */
const catalogueError = (error: unknown, more: readonly string[] = []): boolean => isError(error) && isCatalogueMessage(error.message, more);

/** A JSON reply as fetch gives it: a status and text, or a reply that never came. */
const replyText = fc.oneof(
  hostileJson.map((value) => JSON.stringify(value) ?? ''),
  weirdString,
  fc.constantFrom('', 'null', '{', '<html>502 Bad Gateway</html>', '{"error":""}', '{"crumbFail":true}', '{"loginRequired":true,"error":{"toString":0}}'),
);
const status = fc.oneof(fc.constantFrom(0, 200, 204, 400, 401, 403, 404, 409, 410, 429, 500, 501, 502, 503, 1223), fc.integer({ min: 0, max: 999 }));

// The contact form of tests/unit/core/blocks/form.test.ts: every kind of field, as the server draws it.
const CONTACT: FormDefinition = {
  id: 'contact',
  name: 'Contact',
  submitButtonText: 'Send',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'topic', type: 'radio', title: 'Topic', options: ['Sales', 'Help'] },
    { id: 'rate', type: 'likert', title: 'Rate us', options: ['Fast', 'Kind'] },
    { id: 'count', type: 'number', title: 'Count' },
    { id: 'notes', type: 'textarea', title: 'Notes', maxLength: 20 },
    { id: 'more', type: 'section', title: 'More' },
    { id: 'src', type: 'hidden', title: '', key: 'utm', value: 'none' },
  ],
};
const FIELD_KEYS = ['id', 'type', 'title', 'description', 'placeholder', 'required', 'maxLength', 'currencySymbol', 'showCountryCode', 'underline', 'options', 'key', 'value'];
const DEFINITION_KEYS = ['id', 'name', 'fields', 'submitButtonText', 'successRedirect', 'submissionMessage', 'submissionHtml', 'disableValidation', 'captcha', 'newsletter'];
/** Field-by-field shapes of a form item: the contact form's ids, real types, options lists. */
const fieldShape = shaped(FIELD_KEYS, {
  id: fc.constantFrom(...CONTACT.fields.map((field) => field.id), 'x'),
  type: fc.constantFrom(...FIELD_TYPES),
  title: weirdString,
  options: fc.array(weirdString, { maxLength: 4 }),
  required: fc.boolean(),
  maxLength: weirdNumber,
});
/** The form messages validate.ts words itself (docs/decisions.md "Form validation"). */
const FORM_TEMPLATES = [REQUIRED_MESSAGE, NOT_A_NUMBER_MESSAGE, NOT_AN_OPTION_MESSAGE];

const GALLERY_KEYS = [
  'design',
  'transition',
  'imageAspectRatio',
  'aspectRatio',
  'vSize',
  'slidesPerRow',
  'lightbox',
  'lightboxTheme',
  'columnWidth',
  'columnWidthBehavior',
  'gutter',
  'rowHeight',
  'thumbnails-per-row',
  'perRow',
  'padding',
  'listImageSize',
  'imageWidth',
  'active-alignment',
  'thumbnails',
  'thumbnail-strip-height',
  'thumbnail-strip-margin',
  'autoplay',
  'autoplay-duration',
  'loop',
  'history',
  'currentIndex',
  'clickBehavior',
  'speed',
];

const VARIANT_KEYS = ['sku', 'optionValues', 'priceCents', 'salePriceCents', 'onSale', 'qtyInStock', 'unlimited', 'weight'];
const PRODUCT_KEYS = [
  'id',
  'slug',
  'name',
  'description',
  'image',
  'productType',
  'status',
  'options',
  'variants',
  'priceCents',
  'salePriceCents',
  'onSale',
  'subscription',
  'currency',
  'locale',
];
const cents = fc.oneof(fc.nat(), weirdNumber);
const productShape = jsonShaped(PRODUCT_KEYS, {
  id: fc.string({ minLength: 1 }),
  productType: fc.integer({ min: -1, max: 4 }),
  status: fc.integer({ min: -1, max: 4 }),
  options: fc.array(weirdString, { maxLength: 3 }),
  variants: fc.array(
    shaped(VARIANT_KEYS, { sku: weirdString, priceCents: cents, salePriceCents: cents, qtyInStock: cents, optionValues: fc.array(weirdString, { maxLength: 3 }) }),
    {
      maxLength: 4,
    },
  ),
  subscription: shaped(['billingPeriod', 'numBillingCycles'], { billingPeriod: shaped(['value', 'unit'], { unit: fc.constantFrom('weekly', 'monthly', 'yearly') }) }),
  currency: fc.oneof(fc.constantFrom('USD', 'EUR', 'JPY', 'usd', 'XXX', 'abc!'), weirdString),
  locale: fc.oneof(fc.constantFrom('en-US', 'fr-FR', 'de', 'x-private', 'en-US-u-nu-thai', '!!'), weirdString),
});

const CART_ENTRY_KEYS = ['productId', 'sku', 'name', 'slug', 'optionValues', 'quantity', 'unitPriceCents', 'lineTotalCents', 'image'];
const CART_KEYS = [
  'id',
  'websiteId',
  'orderId',
  'isPurchased',
  'hasDigital',
  'purelyDigital',
  'requiresShipping',
  'shippingOptions',
  'coupons',
  'selectedShippingOption',
  'shippingLocation',
  'subtotalCents',
  'taxCents',
  'grandTotalCents',
  'totalQuantity',
  'subtotalAmount',
  'created',
  'entries',
];
const cartShape = jsonShaped(CART_KEYS, {
  entries: fc.array(shaped(CART_ENTRY_KEYS, { sku: weirdString, quantity: cents }), { maxLength: 4 }),
  created: fc.oneof(weirdNumber, weirdString),
  totalQuantity: cents,
  subtotalAmount: shaped(['cents', 'currency']),
});

const CONTEXT_KEYS = Object.keys(DEFAULT_SITE_CONTEXT).concat(['memberAccount']);
const contextShape = jsonShaped(CONTEXT_KEYS, {
  website: shaped(['id', 'identifier', 'websiteType', 'baseUrl', 'developerMode']),
  collection: shaped(['id', 'fullUrl']),
  item: shaped(['id', 'recordType']),
  websiteRoles: fc.array(fc.oneof(fc.integer(), hostile), { maxLength: 3 }),
  cookieBannerSettings: shaped(['isRestrictiveCookiePolicyEnabled', 'isRestrictiveCookiePolicyAbsolute']),
});

const BANNER_KEYS = [
  'isCookieBannerEnabled',
  'cookieBannerText',
  'cookieBannerCtaText',
  'cookieBannerOptOutCtaText',
  'cookieBannerCtaVariant',
  'cookieBannerVariant',
  'cookieBannerPosition',
  'cookieBannerTheme',
  'cookieBannerAcceptType',
  'isRestrictiveCookiePolicyEnabled',
  'isVisitorDataRestricted',
  'isRestrictiveCookiePolicyAbsolute',
];
const POPUP_KEYS = ['style', 'enableMobile', 'version', 'showUntilSignup', 'displayFrequency', 'title', 'body', 'buttonText', 'formId'];

/** Every cookie the runtime and tracking read (core/catalog/store.ts, core/consent, tracking/*.ts, the crumb, the language). */
const COOKIE_NAMES = ['crumb', 'ss_cookieAllowed', 'ss_cvr', 'ss_cvt', 'ss_cid', 'ss_cvisit', 'SS_MID', 'vitrine_cart', 'vitrine_has_cart', 'vitrine_lang', 'vitrine_session'];
/** A document.cookie string: real pairs with awkward values, stray separators, and any text. */
const cookieString = fc.oneof(
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...COOKIE_NAMES), weirdString), weirdString), { maxLength: 6 })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
  weirdString,
);

/** A fake local or session storage that holds what the test gives it (maybe a throwing one). */
function fakeStorage(values: Record<string, string | null>, throws: boolean): Storage {
  const map = new Map(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null));
  const guard = (): void => {
    if (throws) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    getItem: (key: string) => (guard(), map.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void map.set(key, String(value))),
    removeItem: (key: string) => (guard(), void map.delete(key)),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

/** A window as tracking reads it: location, navigator, document and screen, with the address fuzzed. */
const fakeWindow = (href: string, pathname: string, search: string, hash: string, referrer: string): Window =>
  ({
    location: { href, pathname, search, hash },
    navigator: { userAgent: 'fuzz', language: 'en-US' },
    document: { title: 'Fuzz', referrer },
    screen: { width: 1024, height: 768 },
    innerWidth: 1024,
    innerHeight: 768,
    localStorage: null,
  }) as unknown as Window;

const trackingContext = readTrackingContext({ website: { id: 'w' }, pageType: 2 });

// ---------------------------------------------------------------------------------------------
// Block JSON, one target a block kind that reads it.

const blockJson: FuzzTarget[] = [
  target({
    name: 'gallery (8): blockData, readOptions, thumbnailOptions',
    area: 'block JSON',
    arbitrary: jsonShaped(GALLERY_KEYS, {
      design: fc.constantFrom(...DESIGNS, ...Object.values(SITE_NAMES), '', 'Auto'),
      transition: fc.constantFrom('fade', 'ken-burns', 'kenburns', 'slide'),
      imageAspectRatio: fc.constantFrom('Auto', '4:3', '16x9', '1/0', '0:0', ' 3 : 2 '),
      columnWidth: fc.oneof(weirdNumber, fc.constantFrom('250', ' ', '1e3')),
    }),
    run(data) {
      const element = { blockData: undefined } as unknown as HTMLElement;
      const found = blockData(element, data);
      if (!found) return null;
      return [readOptions(found), thumbnailOptions(found)];
    },
    // An unknown design or transition throws the catalogue's message; boot logs it.
    expectedError: (error) => catalogueError(error),
    check(result) {
      if (result === null) return;
      for (const options of result) {
        expect(DESIGNS).toContain(options.design);
        for (const key of ['vSize', 'slidesPerRow', 'gutter', 'rowHeight', 'perRow', 'padding', 'imageWidth', 'speed', 'autoplayTimeout', 'currentIndex'] as const) {
          expect(Number.isFinite(options[key]), key).toBe(true);
        }
        // A wait setTimeout can keep: a longer one fires at once.
        expect(options.autoplayTimeout).toBeLessThanOrEqual(MAX_AUTOPLAY_TIMEOUT_MS);
      }
    },
  }),

  target({
    name: 'map (4): toViewConfig, mapsPageUrl',
    area: 'block JSON',
    arbitrary: jsonShaped(['location', 'ui', 'style', 'showLabels', 'draggable', 'scrollwheel'], {
      location: shaped(['mapLat', 'mapLng', 'markerLat', 'markerLng', 'mapZoom', 'addressTitle', 'addressLine1', 'addressLine2', 'addressCountry'], {
        mapLat: weirdNumber,
        mapLng: weirdNumber,
        mapZoom: fc.oneof(weirdNumber, fc.constantFrom('12', ' ', '1e400')),
      }),
    }),
    run(data) {
      const config = toViewConfig(data);
      return { config, url: mapsPageUrl(config.location), text: addressText(config.location) };
    },
    check({ config, url }) {
      const { location } = config;
      for (const key of ['mapLat', 'mapLng', 'markerLat', 'markerLng', 'mapZoom'] as const) expect(Number.isFinite(location[key]), key).toBe(true);
      expect(url.startsWith('https://maps.google.com/maps?')).toBe(true);
    },
  }),

  target({
    name: 'product (43): readProductBlock and what the block shows',
    area: 'block JSON',
    arbitrary: productShape,
    run(data) {
      const block = readProductBlock(data);
      if (!block) return null;
      const { product, currency, locale } = block;
      const original = originalPriceCents(product);
      return {
        price: priceText(product, currency, locale),
        original: original === undefined ? '' : formatMoney(original, currency, locale),
        soldOut: isSoldOut(product),
        sale: isOnSale(product),
        prices: effectivePrices(product),
        chosen: variantFor(product, product.variants[0]?.optionValues ?? []),
        plan: product.subscription ? subscriptionText(product.subscription) : '',
      };
    },
    check(shown) {
      if (shown === null) return;
      expect(typeof shown.price).toBe('string');
      expect(typeof shown.plan).toBe('string');
      for (const price of shown.prices) expect(Number.isSafeInteger(price) && price >= 0).toBe(true);
    },
  }),

  target({
    name: 'form and newsletter (9, 51): the definition, then a submit',
    area: 'block JSON',
    arbitrary: fc.record({
      data: fc.oneof(
        { weight: 3, arbitrary: jsonShaped(DEFINITION_KEYS, { id: weirdString, fields: fc.array(fieldShape, { maxLength: 6 }), successRedirect: weirdString }) },
        { weight: 1, arbitrary: fc.constant(viaJson(CONTACT)) },
      ),
      typed: fc.array(weirdString, { maxLength: 12 }),
    }),
    setup() {
      // A submit that passes the checks is sent: the server refuses it at once, and the block says so.
      window.fetch = async () => new Response('', { status: 503 });
      // The server's markup is drawn once (happy-dom takes ~10 ms to parse it): each input starts a block on it anew.
      document.body.innerHTML = formBlockHtml(CONTACT, { json: null });
    },
    run({ data, typed }) {
      const element = document.querySelector<HTMLElement>('[data-block-type]')!;
      const form = element.querySelector('form')!;
      form.hidden = false;
      form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea, button').forEach((control) => {
        control.disabled = false;
      });
      form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]):not([type=radio]), textarea').forEach((input, i) => {
        input.value = typed[i % Math.max(1, typed.length)] ?? '';
      });
      const watch = watchWindowErrors();
      let error: unknown;
      try {
        const instance = initForm(element, blockDeps({ data }));
        form.dispatchEvent(new Event('submit', { cancelable: true }));
        instance.destroy();
      } finally {
        [error] = watch.stop();
      }
      if (error !== undefined) throw error;
    },
    // No definition: the catalogue's definitionMissing, and the form posts as the server sent it.
    expectedError: (error) => catalogueError(error),
  }),

  target({
    name: 'reservation (34, 68): service and script',
    area: 'block JSON',
    arbitrary: fc.record({ data: jsonShaped(['service', 'script'], { service: weirdString }), type: fc.constantFrom(34, 68) }),
    run({ data, type }) {
      document.body.innerHTML = `<div class="block" id="block-r" data-block-type="${type}"><div class="reservation-widget"></div><p class="reservation-status"></p></div>`;
      const root = document.getElementById('block-r')!;
      // A signed-in owner sees the preview: the data is read, and no provider script is loaded.
      const context = { ...DEFAULT_SITE_CONTEXT, authenticatedAccount: {}, websiteRoles: [WebsiteRole.ADMIN] };
      initReservation(root, blockDeps({ data, context })).destroy();
      return root.querySelector('.reservation-status')!.textContent;
    },
    check: (status) => expect(isCatalogueMessage(status)).toBe(true),
  }),

  target({
    name: 'follow and comment count (41, 42): scriptOf',
    area: 'block JSON',
    arbitrary: jsonShaped(['script'], { script: weirdString }),
    run: (data) => scriptOf(data),
    check: (script) => expect(typeof script).toBe('string'),
  }),

  target({
    name: 'accordion (69): isExpandedFirstItem',
    area: 'block JSON',
    arbitrary: jsonShaped(['isExpandedFirstItem', 'allowMultipleOpen', 'items'], { isExpandedFirstItem: fc.boolean() }),
    run(data) {
      document.body.innerHTML = renderAccordion({
        kind: 'accordion',
        id: 'faq',
        allowMultipleOpen: false,
        isExpandedFirstItem: false,
        items: [{ title: 'One', descriptionHtml: '<p>1</p>' }],
      });
      initAccordion(document.getElementById('block-faq')!, blockDeps({ data })).destroy();
    },
  }),

  target({
    name: 'summary (55): its data, then the rendering reply',
    area: 'block JSON',
    arbitrary: fc.record({
      data: jsonShaped(['value', 'collectionId', 'refresh'], { refresh: fc.constant(true), collectionId: weirdString, value: shaped(['title', 'design', 'pageSize']) }),
      status,
      reply: fc.oneof(
        replyText,
        shaped(['html']).map((value) => JSON.stringify(viaJson(value))),
      ),
    }),
    async run({ data, status, reply }) {
      document.body.innerHTML = '<div class="block" id="block-s" data-block-type="55"><div data-rendering="a"></div></div>';
      // Response takes 200 to 599; a status without a body gets none.
      const code = status >= 200 && status <= 599 ? status : 500;
      window.fetch = async () => new Response([204, 205, 304].includes(code) ? null : reply, { status: code });
      const instance = initSummary(document.getElementById('block-s')!, blockDeps({ data }));
      await instance.ready;
      instance.destroy();
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// The page context, the overlays' settings.

const pageContext: FuzzTarget[] = [
  target({
    name: '#site-context: readSiteContextJson, parseSiteContext, contextObject',
    area: 'page context',
    arbitrary: fc.oneof(
      contextShape.map((value) => JSON.stringify(value) ?? ''),
      weirdString,
    ),
    run(text) {
      document.head.innerHTML = '<script id="site-context" type="application/json"></script>';
      document.getElementById('site-context')!.textContent = text;
      const raw = readSiteContextJson(document);
      const context = parseSiteContext(raw);
      const objects = ['website', 'collection', 'item', 'cookieBannerSettings', 'popupOverlaySettings'].map((name) => contextObject(raw, name));
      return { context, objects, tracking: readTrackingContext(raw, '2') };
    },
    check({ context, tracking }) {
      expect(typeof context.website.id).toBe('string');
      expect(typeof context.pageType).toBe('number');
      expect(Array.isArray(context.websiteRoles)).toBe(true);
      expect(typeof context.locale).toBe('string');
      expect(typeof tracking.websiteId).toBe('string');
      expect(typeof tracking.pageType).toBe('number');
    },
  }),
];

const overlaySettings: FuzzTarget[] = [
  target({
    name: 'cookie banner settings: normalizeCookieBanner, consentPolicy',
    area: 'overlay settings',
    arbitrary: jsonShaped(BANNER_KEYS, {
      cookieBannerVariant: fc.constantFrom('BAR', 'POPUP', 'bar'),
      cookieBannerPosition: fc.constantFrom('TOP', 'BOTTOM', 'TOP_LEFT', 'BOTTOM_RIGHT', 'MIDDLE'),
      cookieBannerText: fc.constantFrom('<p></p>', '<p><br></p>', '&nbsp;', '<b>hi</b>'),
    }),
    run(raw) {
      const settings = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
      const config = normalizeCookieBanner(settings);
      return { config, allowed: analyticsAllowed('accepted', consentPolicy(settings)) };
    },
    check({ config }) {
      expect(['BAR', 'POPUP']).toContain(config.variant);
      expect(['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT']).toContain(config.position);
      expect(config.text.trim()).not.toBe('');
      expect(config.ctaText).not.toBe('');
    },
  }),

  target({
    name: 'popup overlay settings and record: normalizePopup, parseRecord, shouldShowPopup',
    area: 'overlay settings',
    arbitrary: fc.record({
      settings: jsonShaped(POPUP_KEYS, { style: fc.constantFrom('show', 'none'), version: weirdNumber, displayFrequency: weirdNumber }),
      record: fc.oneof(
        jsonShaped(['date-closed', 'version', 'submitted']).map((value) => JSON.stringify(value) ?? null),
        weirdString,
        fc.constant(null),
      ),
      now: weirdNumber,
    }),
    run({ settings, record, now }) {
      const popup = normalizePopup(settings && typeof settings === 'object' ? (settings as Record<string, unknown>) : null);
      return { popup, show: shouldShowPopup(popup, parseRecord(record), { now, mobile: false, screenshot: false }) };
    },
    check({ popup, show }) {
      expect(['show', 'none']).toContain(popup.style);
      expect(Number.isFinite(popup.version) && Number.isFinite(popup.displayFrequency)).toBe(true);
      expect(typeof show).toBe('boolean');
    },
  }),

  target({
    name: 'mobile info bar settings: normalizeInfoBar',
    area: 'overlay settings',
    arbitrary: fc.record({ raw: jsonShaped(['style', 'phone', 'email', 'location', 'hours'], { style: fc.constantFrom('light', 'dark', 'none') }), width: weirdNumber }),
    run: ({ raw, width }) => {
      const config = normalizeInfoBar(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null);
      return { config, show: shouldShowInfoBar(config, width) };
    },
    check({ config }) {
      for (const item of config.items) expect(typeof item.label).toBe('string');
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Cookies and the address.

const cookies: FuzzTarget[] = [
  target({
    name: 'document.cookie: readCookie, readConsent',
    area: 'cookies',
    arbitrary: fc.record({ cookies: cookieString, name: fc.constantFrom(...COOKIE_NAMES) }),
    run: ({ cookies, name }) => ({ value: readCookie(cookies, name), consent: readConsent(cookies) }),
    check({ value, consent }) {
      expect(value === undefined || typeof value === 'string').toBe(true);
      expect(['accepted', 'declined', null]).toContain(consent);
    },
  }),

  target({
    name: 'tracking visit cookies (ss_cvr, ss_cvt): parseVisitor, visit',
    area: 'cookies',
    arbitrary: fc.record({
      visitor: fc.oneof(
        weirdString,
        fc.tuple(weirdString, fc.array(fc.oneof(fc.nat(), weirdNumber), { minLength: 4, maxLength: 4 })).map(([id, n]) => [id, ...n].join('|')),
      ),
      stamp: fc.oneof(weirdString, fc.nat().map(String)),
      now: fc.nat(),
      flagged: fc.boolean(),
    }),
    run: ({ visitor, stamp, now, flagged }) => ({ parsed: parseVisitor(visitor), visit: visit(visitor, stamp, now, 'new-id', flagged) }),
    check({ visit: v }) {
      expect(typeof v.visitor === 'string' && typeof v.isNew === 'boolean').toBe(true);
      for (const [, value] of v.cookies) expect(typeof value).toBe('string');
    },
  }),

  target({
    name: 'tracking id cookies and storage (ss_cid, ss_cvisit, SS_MID): analyticsId, session',
    area: 'cookies',
    arbitrary: fc.record({
      cookies: cookieString,
      stored: fc.dictionary(
        fc.constantFrom('SS_ANALYTICS_ID', 'SS_ANALYTICS_EXPIRATION', 'SS_SESSION_ID', 'SS_IS_FIRST_SESSION', 'SS_HAS_LANDED', 'SS_MID'),
        fc.option(weirdString),
        {
          noNullPrototype: true,
        },
      ),
      throws: fc.boolean(),
      store: fc.boolean(),
    }),
    run({ cookies, stored, throws, store }) {
      forgetAnalyticsId();
      let jar = cookies;
      const document = {
        get cookie() {
          return jar;
        },
        set cookie(value: string) {
          jar = `${jar}; ${value.split(';')[0]}`;
        },
      };
      const storage = fakeStorage(stored, throws);
      return {
        id: analyticsId({ document, storage, now: 1_700_000_000_000, newId: () => 'fresh' }, store),
        session: session(document, storage, storage, () => 'fresh', store, 1_700_000_000_000),
      };
    },
    check({ id, session: s }) {
      expect(typeof id === 'string' && id !== '').toBe(true);
      expect(typeof s.id === 'string' && s.id !== '').toBe(true);
    },
  }),
];

const address: FuzzTarget[] = [
  target({
    name: 'accordion hash: accordionHashAction',
    area: 'address',
    arbitrary: fc.record({
      hash: fc.oneof(
        weirdString,
        fc.nat().map((n) => `#accordionItems/${n}`),
        fc.constant('#accordionItemDescription'),
      ),
      count: fc.nat({ max: 50 }),
    }),
    run: ({ hash, count }) => ({ action: accordionHashAction(hash, count), count }),
    check({ action, count }) {
      if (action.kind === 'open') expect(action.index >= 0 && action.index < count).toBe(true);
    },
  }),

  target({
    name: 'gallery address (path and hash): itemIdsFrom, slideFor, historyBase',
    area: 'address',
    arbitrary: fc.record({ path: weirdString, hash: weirdString, collection: weirdString, slides: fc.array(fc.record({ id: weirdString, url: weirdString }), { maxLength: 4 }) }),
    run({ path, hash, collection, slides }) {
      const ids = itemIdsFrom(path, hash, collection);
      return { ids, slide: slideFor(slides, ids), base: historyBase(collection, path, slides), slides };
    },
    check({ ids, slide, base, slides }) {
      expect(ids.every(isText)).toBe(true);
      expect(slide >= -1 && slide < slides.length).toBe(true);
      expect(typeof base).toBe('string');
    },
  }),

  target({
    name: 'query flags (sqsscreenshot, nomotion): isScreenshot, motionAllowed',
    area: 'address',
    arbitrary: fc.oneof(weirdString, fc.constantFrom('?sqsscreenshot=true', '?nomotion=true', '?%', '?a=%E0%A4%A&sqsscreenshot=true')),
    run: (search) => [isScreenshot(search), motionAllowed({ location: { search } })],
  }),

  target({
    name: 'tracking page view address: pageViewData, legacyData, pixelQuery',
    area: 'address',
    arbitrary: fc.tuple(weirdString, weirdString, weirdString, weirdString, weirdString),
    run([href, pathname, search, hash, referrer]) {
      const win = fakeWindow(href, pathname, search, hash, referrer);
      return [pageViewData(trackingContext, win, 0), legacyData(trackingContext, win), pixelQuery(win, 'rk').toString()];
    },
  }),

  target({
    name: 'secure-call rule and success redirect: isAllowedCall, successAction',
    area: 'address',
    arbitrary: fc.record({ url: fc.oneof(weirdString, fc.webUrl()), redirect: fc.oneof(weirdString, fc.webUrl()), html: weirdString }),
    run: ({ url, redirect, html }) => ({
      allowed: isAllowedCall(url, 'https://site.example/page', ['site.example']),
      action: successAction({ successRedirect: redirect, submissionHtml: html }, 'https://site.example/page'),
    }),
    check({ action }) {
      if (action.kind === 'redirect') expect(/^https?:/i.test(new URL(action.url, 'https://site.example/page').protocol)).toBe(true);
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Element attributes: an image's load config (the image block (5) and every gallery image).

const IMAGE_ATTRIBUTES = [
  'data-src',
  'data-image-dimensions',
  'data-image-focal-point',
  'data-load',
  'data-image-crop',
  'data-image-alignment',
  'data-size-format',
  'data-image-stretch',
  'data-dpr-min',
  'data-dpr-max',
  'data-allow-concurrent-loads',
];

const attributes: FuzzTarget[] = [
  target({
    name: 'image load config: readLoadConfig, isValidSource',
    area: 'attributes',
    arbitrary: fc.dictionary(
      fc.constantFrom(...IMAGE_ATTRIBUTES),
      fc.oneof(weirdString, fc.constantFrom('100x50', '0.2,0.9', '-1,2', 'Infinity', '1e400x1', 'cover', 'top-left', 'false', 'eager', '0', '3')),
      { noNullPrototype: true },
    ),
    run(found) {
      const config = readLoadConfig((name) => (Object.hasOwn(found, name) ? found[name]! : null));
      return { config, valid: isValidSource(config.source) };
    },
    check({ config }) {
      expect(config.focalPoint.x >= 0 && config.focalPoint.x <= 1 && config.focalPoint.y >= 0 && config.focalPoint.y <= 1).toBe(true);
      expect(Number.isFinite(config.dprMin) && Number.isFinite(config.dprMax) && config.dprMax >= config.dprMin).toBe(true);
      if (config.dimensions) expect(config.dimensions.width > 0 && config.dimensions.height > 0).toBe(true);
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Form values and the messages they give.

const formValues: FuzzTarget[] = [
  target({
    name: 'form values: shapeForm, validateForm, summaryText',
    area: 'form values',
    arbitrary: fc.record({
      inputs: fc.dictionary(
        fc.oneof(fc.constantFrom('name', 'email', 'phone', 'topic', 'rate-0', 'rate-1', 'count', 'notes', 'src'), weirdString),
        fc.array(weirdString, { maxLength: 7 }),
        {
          noNullPrototype: true,
        },
      ),
      query: weirdString,
    }),
    run({ inputs, query }) {
      const values = shapeForm(CONTACT.fields, (name) => (Object.hasOwn(inputs, name) ? inputs[name]! : []), new URLSearchParams(query));
      const errors = validateForm(CONTACT.fields, values);
      return { errors, summaries: CONTACT.fields.map((field) => summaryText(values[field.id], 'N/A')), empty: Object.values(values).map(isEmptyValue) };
    },
    check({ errors }) {
      for (const message of Object.values(errors)) expect(isCatalogueMessage(message, FORM_TEMPLATES), message).toBe(true);
    },
  }),

  target({
    name: 'form call failures: formFailure',
    area: 'form values',
    arbitrary: fc.record({ status, body: jsonShaped(['errors', 'error', 'message']) }),
    run: ({ status, body }) => formFailure({ status, body }, 'Fallback words.'),
    check(failure, { body }) {
      expect(typeof failure.message === 'string' && failure.message !== '').toBe(true);
      const own = (body as { error?: unknown } | null)?.error;
      if (failure.message !== own && failure.message !== 'Fallback words.') expect(isCatalogueMessage(failure.message), failure.message).toBe(true);
      for (const text of Object.values(failure.errors ?? {})) expect(typeof text).toBe('string');
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// The data layer's replies.

/** A fake document.cookie jar for the data layer (crumb in, crumb out). */
function cookieJar(): Document {
  let crumb = 'crumb=old';
  return {
    get cookie() {
      return crumb;
    },
    set cookie(value: string) {
      crumb = value.split(';')[0]!;
    },
    dispatchEvent: () => true,
  } as unknown as Document;
}

const dataLayer: FuzzTarget[] = [
  target({
    name: 'reply decision: decide, readFields, bodyText',
    area: 'data layer replies',
    arbitrary: fc.record({
      status,
      text: fc.option(replyText, { nil: null }),
      format: fc.constantFrom('json' as const, 'raw' as const),
      crumbRetry: fc.boolean(),
      retriesLeft: fc.integer({ min: -1, max: 3 }),
    }),
    run: (facts) => ({ decision: decide({ ...facts, url: '/api/x' }), own: bodyText(readFields(facts.text)) }),
    check({ decision, own }) {
      expect(['result', 'crumb-retry', 'retry', 'error']).toContain(decision.kind);
      if (decision.kind === 'error') {
        const { message } = decision.failure;
        expect(typeof message).toBe('string');
        if (message !== own) expect(isCatalogueMessage(message), message).toBe(true);
      }
    },
  }),

  target({
    name: 'data layer call: createDataLayer over any replies',
    area: 'data layer replies',
    arbitrary: fc.record({
      replies: fc.array(fc.option(fc.record({ status, text: replyText }), { nil: null }), { minLength: 1, maxLength: 4 }),
      retries: fc.integer({ min: 0, max: 2 }),
      format: fc.constantFrom('json' as const, 'raw' as const),
      // The address is the runtime's own (a path and encoded ids), so well-formed text: a lone
      // surrogate would make DataError's encodeURIComponent throw (the report names it).
      url: fc.oneof(fc.constant('/api/commerce/cart'), weirdString.map(whole)),
    }),
    async run({ replies, retries, format, url }) {
      const queue = [...replies];
      const layer = createDataLayer({
        fetch: async () => {
          const next = queue.shift();
          if (!next) throw new TypeError('Failed to fetch');
          return { status: next.status, text: async () => next.text };
        },
        document: cookieJar(),
        location: { href: 'https://site.example/page' },
        setTimeout: (run) => queueMicrotask(run),
        cookiesEnabled: () => true,
        internalHosts: ['site.example'],
      });
      try {
        return { ok: true as const, value: await layer.call(url, { method: 'POST', json: { a: 1 }, retries, format }) };
      } catch (error) {
        return { ok: false as const, error };
      }
    },
    check(outcome) {
      if (outcome.ok) return;
      const { error } = outcome;
      // A refused address is a plain Error with the catalogue's words; every reply failure a DataError.
      if (!(error instanceof DataError)) return void expect(catalogueError(error), String(error)).toBe(true);
      expect(typeof error.message).toBe('string');
      if (error.message !== bodyText(error.body)) expect(isCatalogueMessage(error.message), error.message).toBe(true);
    },
  }),

  target({
    name: 'failures as the visitor reads them: cartFailureText, signInFailure, systemErrorContent',
    area: 'data layer replies',
    arbitrary: fc.record({ status, body: jsonShaped(['error', 'message', 'cleaned', 'billingErrorCode']), message: weirdString, network: fc.boolean() }),
    run({ status, body, message, network }) {
      const failure = { status, body: body as Record<string, unknown> | null, message, network, url: '/api/x', format: 'json' } as unknown as DataError;
      return { cart: cartFailureText(failure, 'Unable to update quantity'), signIn: signInFailure(failure), system: systemErrorContent(failure) };
    },
    check({ cart, signIn, system }) {
      expect(typeof cart === 'string' && cart !== '').toBe(true);
      expect(typeof signIn.message === 'string' && signIn.message !== '').toBe(true);
      expect(typeof system.title === 'string' && system.title !== '').toBe(true);
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// The store's data: cart replies (and their copies in other tabs), search and place replies.

const storeData: FuzzTarget[] = [
  target({
    name: 'cart reply and cart:change: cartFacade, cartCount, indicator words',
    area: 'store data',
    arbitrary: cartShape,
    run(raw) {
      const cart = cartFacade(raw);
      const count = cartCount(raw);
      return { cart, count, text: indicatorText(count), label: indicatorLabel(count) };
    },
    check({ cart, count, text, label }) {
      for (const key of ['subtotalCents', 'taxCents', 'grandTotalCents', 'totalQuantity'] as const) expect(Number.isSafeInteger(cart[key]) && cart[key] >= 0, key).toBe(true);
      expect(Number.isNaN(cart.created.getTime())).toBe(false);
      expect(cart.entries.every((entry) => typeof entry.sku === 'string' && entry.sku !== '')).toBe(true);
      expect(Number.isFinite(count) && count >= 0).toBe(true);
      expect(isCatalogueMessage(label) && (text === String(count) || isCatalogueMessage(text))).toBe(true);
    },
  }),

  target({
    name: 'search block reply (37): readItems',
    area: 'store data',
    arbitrary: jsonShaped(['items'], {
      items: fc.array(shaped(['title', 'url', 'kind', 'snippet'], { title: weirdString, snippet: weirdString, kind: fc.constantFrom('page', 'product'), url: weirdString }), {
        maxLength: 4,
      }),
    }),
    run: (reply) => readItems(reply),
    check(items) {
      if (items !== null) for (const item of items) expect(typeof item.url === 'string' && item.url.startsWith('/')).toBe(true);
    },
  }),

  target({
    name: 'checkout address lookup: the place replies',
    area: 'store data',
    arbitrary: fc.record({
      autocomplete: jsonShaped(['predictions'], {
        predictions: fc.array(shaped(['placeId', 'description'], { placeId: weirdString, description: weirdString }), { maxLength: 3 }),
      }),
      details: jsonShaped(['result'], { result: shaped(['addressLine1', 'city', 'region', 'postalCode', 'country']) }),
    }),
    setup() {
      // The checkout is drawn once; each input starts the lookup on it anew (destroy takes the combobox away).
      document.body.innerHTML = renderCheckout(
        {
          view: 'checkout',
          action: '/checkout',
          lines: [{ productId: 'p', sku: 'S1', name: 'Print', slug: 'print', optionValues: [], quantity: 1, unitPriceCents: 2000, lineTotalCents: 2000, image: null }],
        },
        { crumb: 'c', currency: 'USD', locale: 'en-US' },
      );
    },
    async run({ autocomplete, details }) {
      window.fetch = async (input) => Response.json(String(input).includes('autocomplete') ? autocomplete : details);
      // Its timers run at once: the pause before a lookup is the browser's, not the parser's.
      const realSetTimeout = window.setTimeout;
      window.setTimeout = ((run: () => void) => realSetTimeout.call(window, run, 0)) as typeof window.setTimeout;
      const watch = watchWindowErrors();
      let error: unknown;
      const rejections: unknown[] = [];
      const onRejection = (reason: unknown): void => void rejections.push(reason);
      process.on('unhandledRejection', onRejection);
      const lookup = startAddressLookup({ document, window });
      try {
        const line1 = document.querySelector<HTMLInputElement>('input[name="line1"]')!;
        line1.value = 'Main street';
        line1.dispatchEvent(new Event('input', { bubbles: true }));
        for (let i = 0; i < 4; i++) await settle();
        // Choose the first place: its details fill the address.
        line1.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
        line1.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        for (let i = 0; i < 4; i++) await settle();
      } finally {
        lookup.destroy();
        window.setTimeout = realSetTimeout;
        process.off('unhandledRejection', onRejection);
        [error] = [...watch.stop(), ...rejections];
      }
      if (error !== undefined) throw error;
    },
    expectedError: () => false,
    // Each input waits on eight turns of the event loop (the lookup, then the choice): a quarter of FUZZ_RUNS.
    share: 1 / 4,
  }),
];

// ---------------------------------------------------------------------------------------------
// Tracking: the census's block JSON, stored event calls, the metric settings reply.

const tracking: FuzzTarget[] = [
  target({
    name: 'census block JSON (button 53, form 9): startCensus',
    area: 'tracking',
    arbitrary: fc.record({
      button: jsonShaped(['buttonText', 'clickthroughUrl', 'alignment', 'size', 'newWindow']),
      form: jsonShaped(['formId', 'id']),
    }),
    run({ button, form }) {
      const attr = (value: unknown): string => (JSON.stringify(value) ?? '').replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      document.body.innerHTML =
        `<div class="block" id="block-b" data-block-type="53" data-block-json="${attr(button)}"><a href="/x">Go</a></div>` +
        `<div class="block" id="block-f" data-block-type="9" data-block-json="${attr(form)}"></div>`;
      const sent: Call[] = [];
      const stop = startCensus(
        document,
        () => 'id-1',
        (call) => void sent.push(call),
        () => 'v',
      );
      const link = document.querySelector('a')!;
      // The click is the census's; the page does not follow the link.
      link.addEventListener('click', (event) => event.preventDefault());
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      stop();
      return sent;
    },
    check: (sent) => expect(sent.length).toBe(3),
  }),

  target({
    name: 'stored tracking calls: delivery.drain with eventCall',
    area: 'tracking',
    arbitrary: fc.array(
      fc.oneof(
        hostile,
        shaped(['id', 'url', 'body', 'raw', 'at', 'ev', 'n'], {
          raw: fc.constant(1),
          body: fc.oneof(
            weirdString,
            jsonShaped(['automatic', 'fields', 'customSchemaName'], { fields: shaped(['actor', 'action', 'event_owner_team', 'event_source', 'object_type']) }).map(JSON.stringify),
          ),
        }),
      ),
      { maxLength: 5 },
    ),
    async run(stored) {
      const sent: Call[] = [];
      const delivery = createDelivery({
        store: { set: async () => {}, del: async () => {}, values: async () => stored as Call[] },
        send: async (call) => (sent.push(call), 200),
        setTimeout: () => 0,
        warn: () => {},
        prepare: async (call) => eventCall(call, { analyticsId: 'a', session: { id: 's', landing: false, firstSession: false } }, () => {}),
        now: () => 1_700_000_000_000,
      });
      await delivery.drain();
      return sent;
    },
  }),

  target({
    name: 'analytics event fields: checkEvent',
    area: 'tracking',
    arbitrary: jsonShaped(['actor', 'action', 'event_owner_team', 'event_source', 'object_type', 'object_id', 'target']),
    run: (fields) => checkEvent((fields && typeof fields === 'object' ? fields : {}) as Record<string, unknown>, () => {}),
    check(checked) {
      if (checked) for (const value of Object.values(checked.common)) expect(typeof value).toBe('string');
    },
  }),

  target({
    name: 'metric settings reply: gates',
    area: 'tracking',
    arbitrary: jsonShaped(['pageLoadId', 'abFlags'], { pageLoadId: weirdString, abFlags: shaped(['rum', 'track-page-speed', 'track-user-timing-rollout']) }),
    run: (settings) => gates(settings),
    check(found) {
      if (found) expect(typeof found.pageLoadId === 'string' && typeof found.pageSpeed === 'boolean').toBe(true);
    },
  }),
];

/** Every fuzz target: the runtime's (DOM ones need happy-dom) and the server's (node, HTTP). */
export const clientTargets: FuzzTarget[] = [
  ...blockJson,
  ...pageContext,
  ...overlaySettings,
  ...cookies,
  ...address,
  ...attributes,
  ...formValues,
  ...dataLayer,
  ...storeData,
  ...tracking,
];
export const targets: FuzzTarget[] = [...clientTargets, ...serverTargets];
