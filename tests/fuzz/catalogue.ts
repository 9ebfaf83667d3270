// The interface-string catalogue (core/catalog/strings/*.ts) as a matcher: a message is the
// catalogue's when it is one of its templates with each `{name}` filled by anything. Every file of
// the folder is read, so a group added later is known here without a list to keep.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// From a path, not a URL: under happy-dom the global URL is the page's, which node:url does not take.
const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../core/catalog/strings');

function stringsIn(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) stringsIn(inner, into);
  return into;
}

const templates: string[] = [];
for (const file of readdirSync(DIR).filter((name) => name.endsWith('.ts'))) {
  stringsIn(await import(pathToFileURL(join(DIR, file)).href), templates);
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(escape)
      .join('[\\s\\S]*')}$`,
  );
const patterns = templates.map(pattern);

/** Every template of the catalogue (for a report). */
export const CATALOGUE_TEMPLATES: readonly string[] = templates;

/**
 * True when `message` is a non-empty catalogue string, its placeholders filled. `more` are templates
 * that a module words itself where the catalogue has none (docs/decisions.md names them).
 */
export function isCatalogueMessage(message: unknown, more: readonly string[] = []): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  return patterns.some((re) => re.test(message)) || more.some((template) => pattern(template).test(message));
}
