// The payload of each tracking call, checked once at the boundary. Objects
// that are stored whole keep fields they do not name (looseObject); named fields must have their type.
import * as z from 'zod';
import { EVENT_OPTIONAL_FIELDS, EVENT_REQUIRED_FIELDS, isFilledText } from '../../../core/catalog/tracking-events.ts';
import { METRIC_CODES, PIXEL_PARAM_LIMIT, type MetricCode } from '../../../core/catalog/tracking.ts';
import { MAX_BODY_DEPTH, nestsDeeper } from '../body.ts';

const text = z.string();
const required = z.string().min(1);
/** Optional text; null is how a client says "none" in JSON. */
const optionalText = z.string().nullish();
const count = z.number().nonnegative();
const anyObject = z.record(z.string(), z.unknown());
// Form-encoded bodies carry flags as text.
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** A field holding JSON text (form-encoded calls), or the value itself (JSON calls); nested no deeper than a body may be (body.ts). */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Invalid input: expected JSON text' });
      return z.NEVER;
    }
    if (!nestsDeeper(parsed, MAX_BODY_DEPTH)) return parsed;
    ctx.addIssue({ code: 'custom', message: `Invalid input: JSON text nested more than ${MAX_BODY_DEPTH} levels deep` });
    return z.NEVER;
  }, schema);

// Error report events. Mirrors ErrorEvent in core/catalog/tracking.ts.
export const errorEvents = z
  .array(
    z.object({
      eventName: required,
      data: z.looseObject({
        app: required,
        message: text,
        stack: text.optional(),
        truncated: z.boolean().optional(),
        file: text.optional(),
        line: count.optional(),
        column: count.optional(),
        customData: anyObject.optional(),
        websiteId: text.optional(),
        templateId: text.optional(),
        url: text,
        userAgent: text,
      }),
      timestamp: count,
    }),
  )
  .min(1);

// Page-speed metrics. A code this server does not know is dropped (z.object strips
// it); a known code must hold a number of at least 0.
const metricShape = Object.fromEntries(Object.keys(METRIC_CODES).map((code) => [code, count.optional()])) as Record<MetricCode, z.ZodOptional<z.ZodNumber>>;
const pageLoadId = z.string().min(1).max(64);
/** The longest page path a record may name: as long as a pixel parameter may be. */
export const RECORD_PATH_MAX = 2048;
const recordPath = z.string().min(1).max(RECORD_PATH_MAX);

/** Why a call naming a second page load or path is refused (400). */
export const ONE_PAGE_LOAD = "Invalid input: one call holds one page load's records, so every record needs the first record's pl and p";

// The tracking entry sends one page load's records at a time (its page load id and its page's path),
// so a call naming several pages is no browser's: refusing it keeps each call to one page's rows.
export const performanceRecords = z
  .array(
    z.discriminatedUnion('t', [
      z.object({
        t: z.literal('ps'),
        pl: pageLoadId,
        p: recordPath,
        m: z.object(metricShape),
        c: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      }),
      z.object({ t: z.literal('ut'), pl: pageLoadId, p: recordPath, n: required, d: count, s: count }),
    ]),
  )
  .min(1)
  .superRefine((records, ctx) => {
    const [first] = records;
    const index = records.findIndex((record) => record.pl !== first?.pl || record.p !== first?.p);
    if (index !== -1) ctx.addIssue({ code: 'custom', path: [index, records[index]!.pl === first?.pl ? 'p' : 'pl'], message: ONE_PAGE_LOAD });
  });

// Legacy analytics event payload.
export const legacyEvent = z.object({
  event: required,
  data: jsonText(
    z.looseObject({
      websiteId: optionalText,
      memberAccountId: optionalText,
      website_locale: optionalText,
      member_locale: optionalText,
      templateId: optionalText,
      variantId: optionalText,
      pageHash: optionalText,
      pagePath: optionalText,
    }),
  ),
});

// Newer analytics event schema (the field names in core/catalog/tracking.ts).

export const analyticsEvent = z.object({
  analyticsId: required,
  commonData: z.looseObject({
    // The browser's rule for a required field (core/catalog/tracking-events.ts), not a second one.
    ...Object.fromEntries(EVENT_REQUIRED_FIELDS.map((name) => [name, z.string().refine(isFilledText, 'a required field is empty')])),
    ...Object.fromEntries(EVENT_OPTIONAL_FIELDS.map((name) => [name, optionalText])),
  }),
  customData: anyObject.optional(),
  customSchemaName: optionalText,
});

// Page-view analytics data, plus the page's path.
const pageView = z
  .looseObject({
    path: optionalText,
    url: optionalText,
    websiteId: optionalText,
    templateId: optionalText,
    website_locale: optionalText,
    userAgent: optionalText,
    clientDate: z.union([z.string(), z.number()]).nullish(),
    title: optionalText,
    itemId: optionalText,
    recordType: z.union([z.string(), z.number()]).nullish(),
    collectionId: optionalText,
    localStorageSupported: flag.nullish(),
    queryString: optionalText,
    referrer: optionalText,
  })
  .transform((data, ctx) => {
    const path = pagePath(data.path, data.url);
    if (path === null) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'Invalid input: a page view needs a path or an absolute url' });
      return z.NEVER;
    }
    return { ...data, path };
  });

/** The page-view's path: `path` when it is one, else the path of `url`. */
function pagePath(path: string | null | undefined, url: string | null | undefined): string | null {
  if (path?.startsWith('/')) return path;
  if (!url || !URL.canParse(url)) return null;
  return new URL(url).pathname;
}

export const censusHit = z.object({ event: required, data: jsonText(pageView), ss_cvr: optionalText });

// Button tracking.
export const button = z.object({
  id: required,
  buttonText: optionalText,
  clickthroughUrl: optionalText,
  alignment: optionalText,
  size: optionalText,
  newWindow: flag.nullish(),
  context: z.union([z.string(), anyObject]).nullish(),
});

export const formRender = z.object({ formId: required, visitorCookie: optionalText });

/** "not shown": any object, or no body. */
export const anyPayload = anyObject.optional();

/** The {id} of /api/census/RecordQuickView/{id}. */
export const QUICK_VIEW_ID = /^[A-Za-z0-9_-]{1,64}$/;

// Log event. The field `data` holds JSON text of the list.
export const trace = z.object({
  data: jsonText(z.array(z.object({ pageUrl: text, type: required, data: z.unknown() })).min(1)),
});

// The pixel's query; other parameters are ignored.
const param = z.string().max(PIXEL_PARAM_LIMIT).optional();
export const pixelQuery = z.object({
  landing: param,
  refer: param,
  rk: param,
  lang: param,
  screen: param,
  source: param,
  campaign: param,
  subcampaign: param,
  channel: param,
  subchannel: param,
  variation: param,
  mkwid: param,
});
