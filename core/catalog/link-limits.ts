// Pure data of the spec (re-exported by constants.ts): a file of its own, so that the link
// checks a gallery uses take their limits without the rest of the constants.
// Link checks (each limit is exclusive: "under N characters").
export const LINK_LIMITS = {
  tel: 50,
  sms: 1000,
  mailto: 1000,
  anchor: 100,
  ftp: 100,
  javascript: 250,
  internal: 150,
} as const;

// A tel link needs at least 4 digits or +/-.
export const TEL_MIN_DIAL_CHARACTERS = 4;
