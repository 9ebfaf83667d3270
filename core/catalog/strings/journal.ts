// Not in the spec: Vitrine's own words for the follow button (41) and the post list with comment
// counts (42), as the server writes them (docs/block-types.md).
export const journalStrings = {
  followOn: 'Follow {handle} on {platform}',
  comments: 'Comments',
} as const;
