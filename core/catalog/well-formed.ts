// Text that encodeURIComponent takes, whatever storage or JSON held. Pure. A file apart from text.ts, so
// that the tracking chunk that writes cookies takes only this (issue 22: its size gate).

/**
 * The text with each lone surrogate (JSON and storage can hold one: "\udfff") as U+FFFD, so that
 * encodeURIComponent takes it: String#toWellFormed (Baseline 2023). A browser without it keeps the text
 * as it is, and its caller's encodeURIComponent may throw as before; a regex here cost the tracking
 * chunk its size gate (issue 22).
 */
export const wellFormed = (text: string): string => (text as { toWellFormed?: () => string }).toWellFormed?.() ?? text;
