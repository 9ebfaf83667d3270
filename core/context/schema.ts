// The site context, checked once at the boundary with zod/mini.
import * as z from 'zod/mini';
import { format } from '../catalog/strings.ts';
import { contextStrings } from '../catalog/strings/context.ts';

const looseObject = z.record(z.string(), z.unknown());

const website = z.object({
  id: z.string(),
  identifier: z.string(),
  websiteType: z.number(),
  baseUrl: z.string(),
  developerMode: z.boolean(),
});

// Each field is checked on its own, so one bad field falls back alone and the rest is kept.
const fields = {
  website,
  collection: z.nullable(z.object({ id: z.string(), fullUrl: z.string() })),
  item: z.nullable(z.object({ id: z.string() })),
  pageType: z.number(),
  pageId: z.string(),
  locale: z.string(),
  authenticatedAccount: z.nullable(looseObject),
  websiteRoles: z.array(z.number()),
  useEscapeKeyToLogin: z.boolean(),
  cookieBannerSettings: z.nullable(looseObject),
  popupOverlaySettings: z.nullable(looseObject),
  mobileInfoBarSettings: z.nullable(looseObject),
  storeSettings: z.nullable(looseObject),
  templateId: z.string(),
  mapsKey: z.string(),
  // Optional (no default below): sent with form posts; the form block sends 1 without it.
  pagePermissionTypeValue: z.number(),
} as const;

type Fields = typeof fields;
/** The fields with no default: absent or malformed, they are left out and nothing is said. */
type Optional = 'pagePermissionTypeValue';
export type SiteContext = { -readonly [K in Exclude<keyof Fields, Optional>]: z.infer<Fields[K]> } & { -readonly [K in Optional]?: z.infer<Fields[K]> };

/** Safe defaults: an anonymous visitor on a plain page, with nothing optional switched on. */
export const DEFAULT_SITE_CONTEXT: SiteContext = {
  website: { id: '', identifier: '', websiteType: 1, baseUrl: '', developerMode: false },
  collection: null,
  item: null,
  pageType: 2,
  pageId: '',
  locale: 'en-US',
  authenticatedAccount: null,
  websiteRoles: [],
  useEscapeKeyToLogin: false,
  cookieBannerSettings: null,
  popupOverlaySettings: null,
  mobileInfoBarSettings: null,
  storeSettings: null,
  templateId: '',
  mapsKey: '',
};

/** Keeps every valid field; a missing or malformed one takes its default and is named in one console error. */
export function parseSiteContext(raw: unknown): SiteContext {
  if (raw === null || raw === undefined) return structuredClone(DEFAULT_SITE_CONTEXT);
  const source = typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const context = structuredClone(DEFAULT_SITE_CONTEXT) as Record<string, unknown>;
  const bad: string[] = [];
  for (const [key, schema] of Object.entries(fields)) {
    const result = schema.safeParse(source[key]);
    if (result.success) context[key] = result.data;
    // A field with no default is optional: a zod/mini optional wrapper would cost this chunk 155 bytes.
    else if (key in context) bad.push(key);
  }
  if (bad.length > 0) console.error(format(contextStrings.siteContextMismatch, { fields: bad.join(', ') }));
  return context as SiteContext;
}
