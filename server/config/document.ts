// The HTML document around every owner-area page and the sign-in page: no index, no script of the
// site, its own style. One shell, so the pages' heads cannot drift apart.
import { escapeHtml } from '../render/escape.ts';

export interface ConfigDocument {
  locale: string;
  title: string;
  siteTitle: string;
  css: string;
  body: string;
}

export const configDocument = ({ locale, title, siteTitle, css, body }: ConfigDocument): string => `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · ${escapeHtml(siteTitle)}</title>
<style>${css}</style>
</head>
<body>
${body}
</body>
</html>
`;
