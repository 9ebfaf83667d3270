// Tween
export const tweenStrings = {
  durationNotFinite: '[Tween] Duration is not a finite number',
  firstParameterNotFunction: '[Tween] First parameter needs to be a function',
} as const;
