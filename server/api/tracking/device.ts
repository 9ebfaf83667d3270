// A page view's device class by the device breakpoints (phones up to 926 px, tablets from 1024 to
// 1366 px), applied to the screen's longer side, since a phone held upright reports its short one.
// A browser the user agent names a desktop is a desktop whatever its screen, as the browser's own
// rule has it; a touch screen between or past the breakpoints keeps the user agent's type; with no
// screen the user agent's type decides, and with no type a screen past the phone's is a desktop's. Pure.
import { PHONE_MAX_WIDTH, TABLET_MAX_WIDTH, TABLET_MIN_WIDTH } from '../../../core/catalog/breakpoints.ts';

export type DeviceClass = 'phone' | 'tablet' | 'desktop' | '';

/** What the user-agent parser says a browser runs on; '' when it cannot tell. */
export type PlatformType = 'mobile' | 'tablet' | 'desktop' | '';

const size = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

export function deviceClass(screenWidth: unknown, screenHeight: unknown, type: PlatformType): DeviceClass {
  if (type === 'desktop') return 'desktop';
  const long = Math.max(size(screenWidth), size(screenHeight));
  const touch: DeviceClass = type === 'mobile' ? 'phone' : type;
  if (long === 0) return touch;
  if (long <= PHONE_MAX_WIDTH) return 'phone';
  if (type === '') return 'desktop';
  return long >= TABLET_MIN_WIDTH && long <= TABLET_MAX_WIDTH ? 'tablet' : touch;
}
