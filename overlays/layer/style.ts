// Each overlay brings its own CSS, so the overlays entry works on pages that are not ours. It is a
// constructed stylesheet, adopted once per overlay kind: a host page's CSP (style-src) governs
// <style> elements but not those, so a strict one still gets styled overlays. A <style> in the head
// only where the browser cannot construct stylesheets.
type Sheet = CSSStyleSheet & { vt?: string };

export function addStyle(document: Document, id: string, css: string): void {
  try {
    const adopted: Sheet[] = document.adoptedStyleSheets;
    // Looked for in the page's list, not remembered: a host that sets the list anew drops ours, and it comes back.
    if (adopted.some((sheet) => sheet.vt === id)) return;
    // The document's own constructor: a sheet may only be adopted by the document it was made for.
    const sheet: Sheet = new document.defaultView!.CSSStyleSheet();
    sheet.replaceSync(css);
    sheet.vt = id;
    document.adoptedStyleSheets = [...adopted, sheet];
  } catch {
    if (document.getElementById(id)) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.append(style);
  }
}
