// Missing commerce code logs a warning. The spec gives the rule, not its words: ours.
// A group of its own: the features' second level carries it, and nothing else of the store's words.
export const commerceStrings = {
  missing: '[Vitrine] Missing commerce code; the store works as the server sent it.',
} as const;
