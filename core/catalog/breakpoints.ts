// The device breakpoints, in CSS pixels, in one place. Each rule that
// names one reads it from here. Pure.
import { DeviceViewType } from './enums.ts';

/** Phones up to 926 px (also the spec's "mobile", with a coarse pointer). */
export const PHONE_MAX_WIDTH = 926;
/** Tablets from 1024 to 1366 px. */
export const TABLET_MIN_WIDTH = 1024;
export const TABLET_MAX_WIDTH = 1366;
/** The mobile info bar at a window width of 1024 or less. */
export const INFO_BAR_MAX_WIDTH = 1024;

/** The desktop's own split: below 800 px, 800 to 1023 px, and from 1024 px. */
export const DESKTOP_SPLIT_WIDTHS = [800, 1024] as const;

/**
 * The device view type of a window: with a touch screen (a coarse primary pointer) a phone up to
 * 926 px and a tablet from 1024 to 1366 px; any other window is a desktop, whatever its width, so
 * a 1280 x 800 laptop is not a tablet.
 */
export const deviceViewType = (width: number, coarse: boolean): DeviceViewType =>
  !coarse
    ? DeviceViewType.DESKTOP
    : width <= PHONE_MAX_WIDTH
      ? DeviceViewType.PHONE
      : width >= TABLET_MIN_WIDTH && width <= TABLET_MAX_WIDTH
        ? DeviceViewType.TABLET
        : DeviceViewType.DESKTOP;

/** A desktop's step in its split: 0 below 800 px, 1 from 800 px, 2 from 1024 px. */
export const desktopStep = (width: number): number => DESKTOP_SPLIT_WIDTHS.filter((split) => width >= split).length;
