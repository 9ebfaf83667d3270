export { renderPage, renderBlock } from './page.ts';
export { renderAccordion } from './blocks/accordion.ts';
export { renderImage, renderImageTag, imageUrl } from './blocks/image.ts';
export { renderText } from './blocks/text.ts';
export { pageContext } from './context.ts';
export { escapeHtml, jsonAttribute, jsonScript } from './escape.ts';
export type * from './model.ts';
