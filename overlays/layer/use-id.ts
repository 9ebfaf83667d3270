// The prefix of an overlay's ids (its title, its message, its fields). React's useId is unique within
// the page's one root; preact/compat's repeated across the root's keyed siblings, so two overlays up
// at once (the logout popup, then the login dialog over it) took one id, and the dialog was named by
// the popup's title. One counter for the page instead: no overlay is drawn on the server and hydrated,
// so nothing needs the id to match a server's.
import { useState } from 'react';

let next = 0;

/** A prefix unique in the page, the same for the overlay's whole life: `vt3-`. */
export const useOverlayId = (): string => useState(() => `vt${(next++).toString(36)}-`)[0];
