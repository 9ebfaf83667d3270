// The demo template's page width: the stylesheet lays the page out by it, and every sizes attribute
// assumes it, so that the image loader and the browser pick the width the layout draws.

/** main, and the header's and footer's rows, are at most this wide (px); below it the page is fluid. */
export const PAGE_MAX_WIDTH = 960;
/** main's padding, both sides together (px): 1.25rem each side. */
export const PAGE_PADDING = 40;
/** The widest a block's content is drawn (px). */
export const CONTENT_MAX_WIDTH = PAGE_MAX_WIDTH - PAGE_PADDING;
/** The media condition under which the page is as wide as the viewport. */
export const FLUID_PAGE = `(max-width: ${PAGE_MAX_WIDTH}px)`;
/** The media condition under which the page is at its widest. */
export const WIDEST_PAGE = `(min-width: ${PAGE_MAX_WIDTH + 1}px)`;
