// Each overlay brings its own CSS, so the overlays entry works on pages that are not ours. A
// <style> is added to the head once per overlay kind.
export function addStyle(document: Document, id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
