// Rich text from site settings (the cookie banner's text, the popup overlay's body) keeps only
// plain formatting and safe links; everything else is unwrapped, and scripts and styles dropped.
// Parsed in an inert <template>, so nothing in it runs or loads.
const KEEP = new Set(['P', 'A', 'STRONG', 'EM', 'B', 'I', 'U', 'BR', 'SPAN', 'SMALL']);
const DROP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i;
// A host page's CSP reports a style or on… attribute as it is parsed, even in an inert <template>
// (style-src-attr, script-src-attr). clean() drops every such attribute, so inside tags each is renamed first.
const TAG = /<[a-z][^>]*/gi;
const INLINE_ATTRIBUTE = /(\s)(style|on)/gi;

function clean(parent: ParentNode): void {
  for (const child of [...parent.children]) {
    // SVG and MathML names keep their case: <script> inside an <svg> is 'script'.
    const tag = child.tagName.toUpperCase();
    if (DROP.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!KEEP.has(tag) || child.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const href = child.getAttribute('href')?.trim() ?? '';
    for (const { name } of [...child.attributes]) child.removeAttribute(name);
    if (tag === 'A' && SAFE_HREF.test(href)) child.setAttribute('href', href);
  }
}

export function richText(document: Document, html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replace(TAG, (tag) => tag.replace(INLINE_ATTRIBUTE, '$1x-$2'));
  clean(template.content);
  return template.innerHTML;
}
