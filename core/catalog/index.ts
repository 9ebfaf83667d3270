export * from './constants.ts';
export * from './enums.ts';
export * from './strings.ts';
export type { Strings, FormatValues } from './strings.ts';
export {
  isValidEmail,
  normalizeLink,
  classifyLink,
  checkLink,
  isValidTelLink,
  isValidSmsLink,
  isValidMailtoLink,
  isValidAnchorLink,
  isValidFtpLink,
  isValidJavascriptLink,
  isValidInternalLink,
  isValidHttpLink,
  isSafeClickThrough,
  toBlogUrlToken,
  isUsZip,
  isValidSku,
  generateSku,
  isValidTag,
  isValidCategory,
} from './validators.ts';
export type { LinkKind, LinkCheck } from './validators.ts';
export {
  RELATIVE_TIME_REFRESH_MS,
  formatRelativeTime,
  createRelativeTimeRefresher,
} from './relative-time.ts';
export type {
  RelativeTimeElement,
  RelativeTimeRefresher,
  RelativeTimeRefresherOptions,
} from './relative-time.ts';
