// Enumerations of the spec, as `as const` objects.
// Where the specification names a value without its number, the value is left out.

/** The union of an enumeration object's values. */
export type ValueOf<T> = T[keyof T];

// Page types (by number)
export const PageType = {
  MAIN_CONTENT: 1, // main content or collection
  PAGE: 2,
  SPLASH: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;
export type PageType = ValueOf<typeof PageType>;

// Enumerations, block types. 1 to 8 follow their place in the list before "form 9".
// summary, embed, code, video, search, audio, markdown and opentable have no number in the
// specification; docs/ names the number chosen when a block needs one.
export const BlockType = {
  NAVIGATION: 1,
  HTML: 2,
  LOGO: 3,
  MAP: 4,
  IMAGE: 5,
  TWITTER: 6,
  JOURNAL: 7,
  GALLERY: 8,
  FORM: 9,
  PRODUCT: 43,
  NEWSLETTER: 51,
  DONATION: 52,
  BUTTON: 53,
  SUMMARY_V2: 55,
  MEMBER_AREA: 67,
  TOCK: 68,
  ACCORDION: 69,
  MARQUEE: 70,
} as const;
export type BlockType = ValueOf<typeof BlockType>;

// The numbers docs/block-types.md chooses for kinds the specification names without one, from numbers its
// list leaves unused; apart from BlockType, so that table stays the specification's own.
export const ChosenBlockType = {
  VIDEO: 32,
  MENU: 33,
  OPENTABLE: 34,
  CHART: 36,
  SEARCH: 37,
  AUDIO: 38,
  CALENDAR: 39,
  TOUR_DATES: 40,
  FOLLOW: 41,
  POST_LIST: 42,
} as const;
export type ChosenBlockType = ValueOf<typeof ChosenBlockType>;

// Website roles by number, and the plain-viewer rule, in roles.ts (the runtime's Escape chunk takes them alone).
export { WebsiteRole, isPlainViewer } from './roles.ts';

// Access permissions, config sub-permissions and finer ones.
export const AccessPermission = {
  AUTHENTICATED: 0, // authenticated, no site permissions
  CONFIG: 1,
  ADMIN: 2,
  CONTENT_MANAGER: 11,
  SETTINGS: 12,
  ACTIVITY: 13,
  COMMERCE: 14,
  NEWSLETTER: 15,
  DAMASK: 17,
  CRM: 18,
  ORDERS: 1410,
  INVENTORY: 1416,
  DISCOUNTS: 1419,
  PAYMENTS: 1420,
  POS: 1421,
} as const;
export type AccessPermission = ValueOf<typeof AccessPermission>;

// Content status
export const ContentStatus = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;
export type ContentStatus = ValueOf<typeof ContentStatus>;

// Product type
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;
export type ProductType = ValueOf<typeof ProductType>;

// Website status. Others exist (not shown); the spec names
// "resold" and "resold grace period" site statuses without values, so they are left out.
export const WebsiteStatus = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  ENTERPRISE: 15,
} as const;
export type WebsiteStatus = ValueOf<typeof WebsiteStatus>;

// Website type
export const WebsiteType = {
  CLASSIC: 1,
  COVER_PAGE: 2,
  PARKING_PAGE: 3,
  COMMERCE: 4,
  ENTERPRISE: 5,
} as const;
export type WebsiteType = ValueOf<typeof WebsiteType>;

// Measurement
export const Measurement = { IMPERIAL: 1, METRIC: 2 } as const;
export type Measurement = ValueOf<typeof Measurement>;

// Weight and dimension units by measurement standard ("inch mark" is ").
export const WeightUnit = { LBS: 'lbs', KG: 'kg' } as const;
export type WeightUnit = ValueOf<typeof WeightUnit>;
export const DimensionUnit = { INCH: '"', CM: 'cm' } as const;
export type DimensionUnit = ValueOf<typeof DimensionUnit>;

// Template versions
export const TemplateVersion = { V7: '7', V7_1: '7.1', V8: '8' } as const;
export type TemplateVersion = ValueOf<typeof TemplateVersion>;

// Map style ids. The spec gives two orderings of the Minimal styles;
// Lets the spec win for enumerations, so 4 light, 5 dark, 6 blue.
export const MapStyle = {
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
} as const;
export type MapStyle = ValueOf<typeof MapStyle>;

// Badge type
export const BadgeType = { NONE: 'none', BLACK: 'black', WHITE: 'white' } as const;
export type BadgeType = ValueOf<typeof BadgeType>;

// Info bar style
export const InfoBarStyle = { NONE: 'none', LIGHT: 'light', DARK: 'dark' } as const;
export type InfoBarStyle = ValueOf<typeof InfoBarStyle>;

// Overlay style
export const OverlayStyle = { NONE: 'none', SHOW: 'show' } as const;
export type OverlayStyle = ValueOf<typeof OverlayStyle>;

// Form-model fieldsets
export const FormFieldset = {
  BUILD: 1,
  STORAGE: 2,
  ADVANCED: 3,
  CAPTCHA: 4,
  DISCLAIMER: 5,
} as const;
export type FormFieldset = ValueOf<typeof FormFieldset>;

// Content generator types
export const ContentGeneratorType = { DEFAULT: 0, ICON: 1 } as const;
export type ContentGeneratorType = ValueOf<typeof ContentGeneratorType>;

// Positions, TOP/CENTER/BOTTOM combined with LEFT/CENTER/RIGHT.
export const Position = {
  TOP_LEFT: 'TOP_LEFT',
  TOP_CENTER: 'TOP_CENTER',
  TOP_RIGHT: 'TOP_RIGHT',
  CENTER_LEFT: 'CENTER_LEFT',
  CENTER_CENTER: 'CENTER_CENTER',
  CENTER_RIGHT: 'CENTER_RIGHT',
  BOTTOM_LEFT: 'BOTTOM_LEFT',
  BOTTOM_CENTER: 'BOTTOM_CENTER',
  BOTTOM_RIGHT: 'BOTTOM_RIGHT',
} as const;
export type Position = ValueOf<typeof Position>;

// Slice types
export const SliceType = {
  HEADING: 'heading',
  SUB_HEADING: 'sub-heading',
  BODY: 'body',
  IMAGE: 'image',
  GALLERY: 'gallery',
  VIDEO: 'video',
  SOCIAL_ICONS: 'social-icons',
  BUTTONS: 'buttons',
  NAVIGATION: 'navigation',
  CUSTOM_FORM: 'custom-form',
  NEWSLETTER: 'newsletter',
  ALBUM: 'album',
  MAP: 'map',
  LOCK: 'lock',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  LOGO: 'logo',
  ACTION: 'action',
  POPUP_OVERLAY_ACTION: 'popup-overlay-action',
  TEMP_LOCK_INJECT: 'temp-lock-inject',
} as const;
export type SliceType = ValueOf<typeof SliceType>;

// Slide types
export const SlideType = {
  COVER_PAGE: 'cover-page',
  LOCK_SCREEN: 'lock-screen',
  POPUP_OVERLAY: 'popup-overlay',
} as const;
export type SlideType = ValueOf<typeof SlideType>;

// Gallery item media types
export const GalleryItemMediaType = {
  IMAGE_EMPTY: 'imageEmpty',
  IMAGE_FILE: 'imageFile',
  IMAGE_LICENSED: 'imageLicensed',
  IMAGE_REUSED: 'imageReused',
  ASSET_REUSED: 'assetReused',
  VIDEO: 'video',
} as const;
export type GalleryItemMediaType = ValueOf<typeof GalleryItemMediaType>;

// Device view types
export const DeviceViewType = { DESKTOP: 'desktop', PHONE: 'phone', TABLET: 'tablet' } as const;
export type DeviceViewType = ValueOf<typeof DeviceViewType>;

// Collection views
export const CollectionView = { LIST: 'list', GRID: 'grid', PRODUCT: 'product' } as const;
export type CollectionView = ValueOf<typeof CollectionView>;

// Collection item record types for analytics (numbers not shown, so names).
export const CollectionItemRecordType = {
  AUDIO: 'audio', // album track
  EVENT: 'event', // event item
  IMAGE: 'image', // gallery image
  PORTFOLIO_ITEM: 'portfolio-item',
  TEXT: 'text', // blog post
  VIDEO: 'video', // gallery video
} as const;
export type CollectionItemRecordType = ValueOf<typeof CollectionItemRecordType>;

// Form field types in the form builder and in a submission.
export const FormFieldType = {
  TEXT: 'text',
  TEXTAREA: 'textarea',
  EMAIL: 'email',
  NUMBER: 'number',
  WEBSITE: 'website',
  CURRENCY: 'currency',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  DATE: 'date',
  TIME: 'time',
  NAME: 'name',
  ADDRESS: 'address',
  PHONE: 'phone',
  SECTION: 'section',
  RADIO: 'radio',
  CHECKBOX: 'checkbox',
  SELECT: 'select',
  LIKERT: 'likert',
  HIDDEN: 'hidden',
} as const;
export type FormFieldType = ValueOf<typeof FormFieldType>;

// Form submission contentSource ('i' for item, 'c' for collection).
export const ContentSource = { ITEM: 'i', COLLECTION: 'c' } as const;
export type ContentSource = ValueOf<typeof ContentSource>;

// Likert scale -2 to 2 (labels are in strings.ts).
export const LikertScale = {
  STRONGLY_DISAGREE: -2,
  DISAGREE: -1,
  NEUTRAL: 0,
  AGREE: 1,
  STRONGLY_AGREE: 2,
} as const;
export type LikertScale = ValueOf<typeof LikertScale>;

// Cookie banner settings
export const CookieBannerCtaVariant = { TEXT: 'TEXT', BUTTON: 'BUTTON', ICON: 'ICON' } as const;
export type CookieBannerCtaVariant = ValueOf<typeof CookieBannerCtaVariant>;
export const CookieBannerTheme = { LIGHT: 'LIGHT', DARK: 'DARK' } as const;
export type CookieBannerTheme = ValueOf<typeof CookieBannerTheme>;
export const CookieBannerVariant = { BAR: 'BAR', POPUP: 'POPUP' } as const;
export type CookieBannerVariant = ValueOf<typeof CookieBannerVariant>;
export const CookieBannerAcceptType = { OPT_IN: 'OPT_IN', OPT_IN_AND_OUT: 'OPT_IN_AND_OUT' } as const;
export type CookieBannerAcceptType = ValueOf<typeof CookieBannerAcceptType>;

// Cookie banner defaults, a bar position is TOP or BOTTOM.
export const CookieBannerBarPosition = { TOP: 'TOP', BOTTOM: 'BOTTOM' } as const;
export type CookieBannerBarPosition = ValueOf<typeof CookieBannerBarPosition>;

// Subscription plan billingPeriod unit.
export const SubscriptionBillingUnit = {
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
} as const;
export type SubscriptionBillingUnit = ValueOf<typeof SubscriptionBillingUnit>;

// Editor events, frame
export const EditorFrameEvent = {
  LOAD: 'load',
  IFRAME_UNLOAD: 'iframeUnload',
  FRAME_SAVE_ENTER: 'frameSaveEnter',
  FRAME_SAVE_EXIT: 'frameSaveExit',
  FRAME_EDITING_CHANGE: 'frameEditingChange',
} as const;
export type EditorFrameEvent = ValueOf<typeof EditorFrameEvent>;

// Editor events, tweak
export const TweakEvent = {
  CHANGE: 'change',
  CLOSE: 'close',
  SAVE: 'save',
  RESET: 'reset',
  AFTER_SHOW: 'aftershow',
  AFTER_CLOSE: 'afterclose',
  BEFORE_OPEN: 'beforeopen',
} as const;
export type TweakEvent = ValueOf<typeof TweakEvent>;

// Tweak-editor page-type names
export const TweakPageType = {
  SPLASH_PAGE: 'SPLASH_PAGE',
  LOCK_SCREEN: 'LOCK_SCREEN',
  POPUP_OVERLAY: 'POPUP_OVERLAY',
  CHECKOUT: 'CHECKOUT',
  STYLE: 'STYLE',
} as const;
export type TweakPageType = ValueOf<typeof TweakPageType>;

// Popup overlay storage keys
export const PopupOverlayStorageKey = {
  DATE_CLOSED: 'date-closed',
  VERSION: 'version',
  SUBMITTED: 'submitted',
} as const;
export type PopupOverlayStorageKey = ValueOf<typeof PopupOverlayStorageKey>;

// Form submit success event, dispatched on document.
export const FormEvent = { SUBMIT_SUCCESS: 'form:submitSuccess' } as const;
export type FormEvent = ValueOf<typeof FormEvent>;

// Generic data layer methods and response formats.
export const DataMethod = { GET: 'GET', POST: 'POST', PUT: 'PUT', DELETE: 'DELETE' } as const;
export type DataMethod = ValueOf<typeof DataMethod>;
export const DataResponseFormat = { JSON: 'json', RAW: 'raw' } as const;
export type DataResponseFormat = ValueOf<typeof DataResponseFormat>;

// Keys
export const KeyCode = { LEFT: 37, RIGHT: 39, ESCAPE: 27, ENTER: 13, SPACE: 32 } as const;
export type KeyCode = ValueOf<typeof KeyCode>;

// Cohort labels A to E for a survey.
export const SurveyCohort = { A: 'A', B: 'B', C: 'C', D: 'D', E: 'E' } as const;
export type SurveyCohort = ValueOf<typeof SurveyCohort>;

// Block variant types 1000 to 1019, collection types 1 to 24 and plan
// features 1 to 68 exist, but the specification gives no number per name, so none are here.
