// Checked with zod/mini at the boundary. Its own
// chunk: only a page that sends such an event fetches zod.
import * as z from 'zod/mini';
import { EVENT_OPTIONAL_FIELDS as OPTIONAL, EVENT_REQUIRED_FIELDS as REQUIRED, isFilledText } from '../core/catalog/tracking-events.ts';

const schema = z.object(Object.fromEntries([...REQUIRED.map((k) => [k, z.string()]), ...OPTIONAL.map((k) => [k, z.optional(z.string())])]));

export const WRONG_TYPE = 'Analytics field {field} is not a string; it is dropped.';
export const MISSING = 'Analytics event is missing {field}; it is not sent.';

/**
 * Splits an event into the schema's fields and custom data. A schema field of the wrong type is
 * dropped with a warning (none when `warned`: a retry of an event warned already); a missing,
 * empty or blank required one stops the event (undefined), also warned.
 */
export function checkEvent(fields: Record<string, unknown>, warn: (message: string) => void, warned?: boolean) {
  const common: Record<string, unknown> = {};
  const custom: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) (Object.hasOwn(schema.def.shape, key) ? common : custom)[key] = value;
  const result = schema.safeParse(common);
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (common[field] === undefined) continue;
    if (!warned) warn(WRONG_TYPE.replace('{field}', field));
    delete common[field];
  }
  const missing = REQUIRED.find((field) => !isFilledText(common[field]));
  if (missing) {
    warn(MISSING.replace('{field}', missing));
    return undefined;
  }
  return { common: common as Record<string, string>, custom };
}
