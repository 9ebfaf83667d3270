// The browser features a page of the site may use (Permissions-Policy, on every HTML answer): those the
// site never asks for are off for the page and every frame in it. The ones a block needs are left at the
// browser's default, which lets the page hand them to a frame by its `allow` attribute: the video
// players' autoplay, fullscreen, picture-in-picture and encrypted media (core/video/loader.ts). The map
// asks for no location: it shows the owner's address, never the visitor's.
export const DENIED_FEATURES: readonly string[] = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');
