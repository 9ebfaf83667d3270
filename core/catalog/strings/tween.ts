// media.md 5: Tween
export const tweenStrings = {
  durationNotFinite: '[Tween] Duration is not a finite number',
  firstParameterNotFunction: '[Tween] First parameter needs to be a function',
  // media.md 8 names an unsupported message for JSTween without wording it.
  jsTweenUnsupported: '[Vitrine] JSTween is no longer supported; the page keeps working without its animation.',
} as const;
