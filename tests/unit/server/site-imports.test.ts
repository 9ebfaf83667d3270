// issue 31: the demo site is data. The server receives it at its root (createApp's `site`, server/site.ts)
// and takes only types from site/ (the page model); the files below still take values, each for its reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Server files that still import values from site/, and why (docs/notes/issue-31-types.md). */
const TAKES_SITE_VALUES: Record<string, string> = {
  'server/start.ts': 'the start script: it hands the demo site in',
  'server/render/page.ts': "a page drawn without the request's header and footer (tests, benches) falls back to the demo's",
  'server/render/site-chrome.ts': "the header's and footer's words through the demo's dictionary",
  'server/render/model.ts': "itemAt, the page model's own lookup of an item under a page (code beside the model, not data)",
  'server/audio/demo.ts': 'the demo tones the audio route generates',
  'server/audio/index.ts': 'the demo tones and their path',
  'server/doubles/index.ts': 'the test doubles answer the script and stylesheet paths the demo pages name',
  'server/doubles/booking-widget.ts': 'the booking widget double answers the path the blocks page names',
  'server/images/demo.ts': 'the demo pictures start.ts draws before the server listens',
};

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

// Every import or export-from statement, whole (it may span lines), that names a site/ module.
const SITE_IMPORT = /^(?:import|export)\b[^;]*?from\s*'(?:\.\.\/)+site\/[^']+';/gms;

describe('the server takes the site at its root', () => {
  it('imports nothing but types from site/, outside the listed files', () => {
    const found = new Set<string>();
    for (const file of sources(join(ROOT, 'server'))) {
      const text = readFileSync(file, 'utf8');
      for (const [statement] of text.matchAll(SITE_IMPORT)) if (!/^(?:import|export)\s+type\b/.test(statement)) found.add(relative(ROOT, file));
    }
    expect([...found].sort()).toEqual(Object.keys(TAKES_SITE_VALUES).sort());
  });
});
