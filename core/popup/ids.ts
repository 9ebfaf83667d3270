// The popup view's ids (overlays/popup-overlay/view.tsx), from one prefix: its title names the dialog,
// its message describes the field. The server's copy has one prefix (one popup a page), which the
// script that shows it (server-popup.ts) reads by.
export const popupIds = (id: string) => ({ title: `${id}t`, email: `${id}e`, error: `${id}x` });

/** The prefix of the server's popup ids. */
export const SERVER_POPUP_ID = 'vt-popup-';
