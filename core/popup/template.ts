// Where the server draws the popup overlay (overlays/popup-overlay/static.ts): an inert template, which
// core/overlays/site.ts looks for. A file of its own, so that the site chunk takes only this.
export const SERVER_POPUP_ATTRIBUTE = 'data-popup';
export const SERVER_POPUP_SELECTOR = `template[${SERVER_POPUP_ATTRIBUTE}]`;
