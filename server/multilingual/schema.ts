// The bodies of PUT /api/multilingual/languages and PUT /api/site-header-footer (the spec:
// "Multilingual save: languages. Site header and footer: header and footer."), checked once at the
// boundary. docs/decisions.md "Multilingual and the site header and footer" gives the limits.
import * as z from 'zod';
import { format } from '../../core/catalog/strings.ts';
import { isSafeClickThrough } from '../../core/catalog/validators.ts';
import { multilingualStrings as t } from './strings.ts';

export const LANGUAGE_LIMITS = { languages: 20, name: 50 } as const;
export const HEADER_FOOTER_LIMITS = { title: 100, linkTitle: 60, url: 2048, links: 12, footerText: 500 } as const;

// A BCP 47 tag of the shape sites use: a language, then an optional script and region (en, fr-FR, zh-Hant-TW).
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?$/i;

/** The canonical form of a language code (fr-fr gives fr-FR), or null when it is not one. */
export function canonicalLanguage(code: string): string | null {
  if (!LANGUAGE_TAG.test(code)) return null;
  try {
    return Intl.getCanonicalLocales(code)[0] ?? null;
  } catch {
    return null;
  }
}

const languageCode = z
  .string()
  .trim()
  .transform((code, ctx) => {
    const canonical = canonicalLanguage(code);
    if (canonical === null) ctx.addIssue({ code: 'custom', message: t.badLanguageCode });
    return canonical ?? code;
  });

const language = z.object({
  code: languageCode,
  name: z.string().trim().min(1).max(LANGUAGE_LIMITS.name),
  isDefault: z.boolean(),
  enabled: z.boolean(),
});

/** Non-empty, codes unique once canonical, exactly one default, and that one enabled. */
export const languagesSchema = z.object({ languages: z.array(language).min(1).max(LANGUAGE_LIMITS.languages) }).superRefine(({ languages }, ctx) => {
  const seen = new Set<string>();
  languages.forEach(({ code }, index) => {
    if (seen.has(code)) ctx.addIssue({ code: 'custom', path: ['languages', index, 'code'], message: format(t.duplicateLanguage, { code }) });
    seen.add(code);
  });
  const defaults = languages.flatMap((entry, index) => (entry.isDefault ? [index] : []));
  if (defaults.length !== 1) ctx.addIssue({ code: 'custom', path: ['languages', defaults[1] ?? 0, 'isDefault'], message: t.oneDefault });
  else if (!languages[defaults[0]!]!.enabled) ctx.addIssue({ code: 'custom', path: ['languages', defaults[0]!, 'enabled'], message: t.defaultEnabled });
});

const link = z.object({
  title: z.string().trim().min(1).max(HEADER_FOOTER_LIMITS.linkTitle),
  url: z.string().trim().min(1).max(HEADER_FOOTER_LIMITS.url).refine(isSafeClickThrough, t.unsafeLink),
});
const links = z.array(link).max(HEADER_FOOTER_LIMITS.links);

export const headerFooterSchema = z.object({
  header: z.object({ title: z.string().trim().min(1).max(HEADER_FOOTER_LIMITS.title), links }),
  footer: z.object({ text: z.string().trim().max(HEADER_FOOTER_LIMITS.footerText), links }),
});
