// Errors for developers who pass the motion primitives bad options (the spec states the rules
// without wording the messages, so these are Vitrine's own).
export const motionStrings = {
  swipeAxis: '[Swipe] The axis must be x or y, not {value}.',
  swipeBoundary: '[Swipe] A boundary must be none, hard or inertial, not {value}.',
  swipeSnap: '[Swipe] Snap points must be a percentage from 0 to 100, or none, not {value}.',
  resizeAxis: '[ResizeEmitter] The axis must be x or y, not {value}.',
  resizeThreshold: '[ResizeEmitter] The threshold must be a number, not {value}.',
  resizeResizing: '[ResizeEmitter] The resizing flag must be a boolean, not {value}.',
  resizeDebounce: '[ResizeEmitter] The debounce must be a number of milliseconds, not {value}.',
  focusTarget: '[Focus] Give exactly one of container or predicate.',
} as const;
