// not in the spec: Vitrine's own wording
export const runtimeStrings = {
  blockJsonInvalid:
    '[Vitrine] Block {id} (type {type}) has data-block-json that is not valid JSON; it stays as the server sent it.',
  blockInitFailed: '[Vitrine] Block {id} (type {type}) failed to start; it stays as the server sent it.',
  blockTypeUnknown: '[Vitrine] No module for block type {type}; block {id} is left as it is.',
  siteContextInvalid: '[Vitrine] #site-context is not valid JSON; using safe defaults.',
  siteContextMismatch:
    '[Vitrine] #site-context does not match the expected shape; using safe defaults for: {fields}.',
  imageLoaderUnavailable: '[Vitrine] The image loader could not be loaded; images keep what the server sent.',
  overlaysUnavailable: '[Vitrine] The overlays could not be loaded; the page works without them.',
  motionUnavailable: '[Vitrine] The motion module could not be loaded; blocks stay where they are.',
  // media.md 8 names an unsupported message for deprecated JSTween use without wording it.
  jsTweenUnsupported: '[Vitrine] JSTween is no longer supported; the page keeps working without its animation.',
} as const;
