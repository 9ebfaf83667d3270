// Issue 21: the popup overlay as the server draws it, so that a page of ours needs no client React for
// it: the same view (view.tsx) and CSS (style.ts) as the React popup, rendered with react-dom/server
// into a <template>, inert until core/popup/server-popup.ts decides, by the visitor's stored record,
// that it shows. One of the server's ways into overlays/ (scripts/lint-folders.mjs SERVER_OVERLAYS):
// nothing here or in what it imports touches the DOM.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SERVER_POPUP_ID } from '../../core/popup/ids.ts';
import { normalizePopup } from '../../core/popup/rules.ts';
import { SERVER_POPUP_ATTRIBUTE } from '../../core/popup/template.ts';
import { POPUP_CSS } from './style.ts';
import { PopupView } from './view.tsx';

/**
 * The React popup's enter (popup.tsx: the backdrop's opacity, the card's opacity and 12 px rise, in
 * 0.3 s) in CSS, played when the script puts it in the page; data-popup="still" (reduced motion,
 * nomotion=true) shows it at once.
 */
export const SERVER_POPUP_CSS = `
.vt-popup-layer[data-popup] .vt-popup-backdrop{animation:vt-popup-fade .3s ease-out both}
.vt-popup-layer[data-popup] .vt-popup{animation:vt-popup-in .3s ease-out both}
.vt-popup-layer[data-popup=still] *{animation:none}
@keyframes vt-popup-fade{from{opacity:0}}
@keyframes vt-popup-in{from{opacity:0;transform:translateY(12px)}}
`;

/**
 * The popup for `settings` in a <template data-popup>, and its CSS. The body is the site's own,
 * trusted as the server trusts an html block's (docs/decisions.md), as the cookie banner's text is.
 */
export function renderStaticPopup(settings: Record<string, unknown>): { html: string; css: string } {
  const popup = normalizePopup(settings);
  const markup = renderToStaticMarkup(createElement(PopupView, { settings: popup, html: popup.body, id: SERVER_POPUP_ID }));
  return { html: `<template ${SERVER_POPUP_ATTRIBUTE}>${markup}</template>`, css: POPUP_CSS + SERVER_POPUP_CSS };
}
