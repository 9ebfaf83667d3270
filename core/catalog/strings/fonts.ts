// The font strings, a group of their own so that the font loader's
// chunk carries only them. Both are the owner's editor's words: a visitor's page says neither, and
// the runtime writes 'Unable to load fonts' to console.debug only (docs/decisions.md "External loads").
export const fontStrings = {
  unableToLoadFonts: 'Unable to load fonts',
  unableToLoadFontPreview: 'Unable to load preview for {fontName}',
} as const;
