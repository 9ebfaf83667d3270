// (Escape rules 3 and 5) and the spec: what the runtime and the
// owner area share. A file of its own, so that the runtime's Escape chunk takes it alone.

/** Escape rule 3: what the framed page posts to the owner area (same origin) to toggle its panel. */
export const CONFIG_PANEL_MESSAGE = 'vitrine:toggle-config-panel';

/** The sign-in page, where Escape login goes when the login dialog cannot load. */
export const SIGN_IN_PATH = '/config/login';
