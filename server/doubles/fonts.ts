// Font stylesheets are external loads, and no machine here reaches a font service. The
// demo serves this test double of one: no font files, only a font-family stack of fonts the
// visitor's system has, on the class the site's headings carry. What it exercises is the seam (the
// address in the site data), the timeout and the load that never blocks the page (core/fonts/fonts.ts).
export const FONT_STYLESHEET_CSS = `.font-display{font-family:Georgia,'Iowan Old Style','Palatino Linotype','Book Antiqua',serif;letter-spacing:.01em}
`;
