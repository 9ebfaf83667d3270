// not in the spec: Vitrine's own wording
export const runtimeStrings = {
  blockJsonInvalid: '[Vitrine] Block {id} (type {type}): data-block-json is not JSON; left as the server sent it.',
  blockInitFailed: '[Vitrine] Block {id} (type {type}) failed to start; left as the server sent it.',
  siteContextInvalid: '[Vitrine] #site-context is not valid JSON; using safe defaults.',
  imageLoaderUnavailable: '[Vitrine] The image loader did not load; images stay as the server sent them.',
  overlaysUnavailable: '[Vitrine] The overlays did not load.',
  motionUnavailable: '[Vitrine] The motion module did not load; blocks stay still.',
  // An unsupported message for deprecated JSTween use without wording it.
  jsTweenUnsupported: '[Vitrine] JSTween is no longer supported.',
} as const;
