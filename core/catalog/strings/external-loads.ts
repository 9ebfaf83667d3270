// Not in the spec: Vitrine's own words for the external loads of the spec
// (the follow button's script, the comment counts' script), said at debug level only: the server's
// link stays and works, so the visitor is told nothing.
export const externalLoadStrings = {
  scriptFailed: '[Vitrine] {what} did not load ({reason}); the link stays as it is.',
  followScript: 'The follow button script',
  commentCountScript: 'The comment-count script',
} as const;
