// Video area
export const videoStrings = {
  invalidEmbed: 'Invalid video embed.',
  videoLoaderNotFound: 'VideoLoader not found',
  loader2NotFound: 'Loader2 not found',
  // And the spec's validation strings.
  vimeoBasicUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
} as const;
