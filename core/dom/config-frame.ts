// Inside the owner area's frame, Escape toggles the panel and the checkout
// navigations act on the top window; one rule for both.
const CONFIG_AREA = /^\/config(?:\/|$)/;

/** The page is framed by the owner area (/config/?frameUrl=) of its own origin; a parent of another origin cannot be read, so it is not. */
export function inConfigFrame(window: Window): boolean {
  if (window.parent === window) return false;
  try {
    const parent = window.parent.location;
    return parent.origin === window.location.origin && CONFIG_AREA.test(parent.pathname);
  } catch {
    return false;
  }
}
