// Deprecated JSTween use logs an unsupported message. Old page code that still calls
// JSTween gets the message instead of a ReferenceError, and the page keeps working.
import { runtimeStrings } from '../catalog/strings.ts';

const unsupported = (): void => console.warn(runtimeStrings.jsTweenUnsupported);

export const JSTween: (() => void) & Record<'tween' | 'play' | 'stop', () => void> = Object.assign(unsupported, {
  tween: unsupported,
  play: unsupported,
  stop: unsupported,
});
