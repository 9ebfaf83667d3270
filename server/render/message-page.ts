// The one page that says a thing was not found or was refused: a heading, the message, one link on.
// The store's refusals and the no-script form's unknown form draw it.
import { escapeHtml } from './escape.ts';
import type { Page } from './model.ts';

export interface MessagePage {
  /** The page's path and id (its block's id too). */
  path: string;
  id: string;
  /** 404 draws the not-found page type; any other status the error page type. */
  status: number;
  title: string;
  message: string;
  link: { href: string; text: string };
}

export const messagePage = ({ path, id, status, title, message, link }: MessagePage): Page => ({
  path,
  pageType: status === 404 ? 100 : 101,
  id,
  title,
  description: message,
  blocks: [
    {
      kind: 'text',
      id,
      html: `<div class="not-found"><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p></div>`,
    },
  ],
});
