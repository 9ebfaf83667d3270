// media.md 5 and 8: Video area
export const videoStrings = {
  invalidEmbed: 'Invalid video embed.',
  videoLoaderNotFound: 'VideoLoader not found',
  loader2NotFound: 'Loader2 not found',
  // media.md 8, and tracking.md 8's validation strings.
  vimeoBasicUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
} as const;
