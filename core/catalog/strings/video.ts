// media.md 5 and 8: Video area
export const videoStrings = {
  invalidEmbed: 'Invalid video embed.',
  videoLoaderNotFound: 'VideoLoader not found',
  loader2NotFound: 'Loader2 not found',
} as const;
