// The popup overlay shows again after displayFrequency days, never after
// a sign-up when showUntilSignup is set, and again when its settings' version is newer. Pure.
import { popupOverlayStrings } from '../catalog/strings/popup-overlay.ts';
import { popupWanted } from '../overlays/wanted.ts';
import type { PopupOverlaySettings } from './settings.ts';

export const DAY_MS = 86_400_000;
/** Local storage holds one record, under this key, with the spec's fields. */
export const STORAGE_KEY = 'popup-overlay';

export interface PopupSettings {
  style: 'none' | 'show';
  enableMobile: boolean;
  version: number;
  showUntilSignup: boolean;
  displayFrequency: number;
  title: string;
  body: string;
  buttonText: string;
  /** The overlay form's id, sent with the sign-up (SaveFormSubmission). */
  formId: string;
}

/** The local-storage record, by its keys date-closed, version and submitted. */
export interface PopupRecord {
  'date-closed': number | null;
  version: number | null;
  submitted: boolean;
}

export const EMPTY_RECORD: PopupRecord = { 'date-closed': null, version: null, submitted: false };

const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);
const str = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() !== '' ? value : fallback);

export function normalizePopup(raw: PopupOverlaySettings | Record<string, unknown> | null | undefined): PopupSettings {
  const s = raw ?? {};
  return {
    style: s.style === 'show' ? 'show' : 'none',
    enableMobile: s.enableMobile === true,
    version: num(s.version, 0),
    showUntilSignup: s.showUntilSignup === true,
    displayFrequency: num(s.displayFrequency, 0),
    title: str(s.title, popupOverlayStrings.defaultTitle),
    body: str(s.body, ''),
    buttonText: str(s.buttonText, popupOverlayStrings.defaultButton),
    formId: str(s.formId, 'popup-overlay'),
  };
}

/** A record from storage, whatever was stored there. */
export function parseRecord(text: string | null): PopupRecord {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<PopupRecord> | null;
    if (!value || typeof value !== 'object') return { ...EMPTY_RECORD };
    return {
      'date-closed': typeof value['date-closed'] === 'number' ? value['date-closed'] : null,
      version: typeof value.version === 'number' ? value.version : null,
      submitted: value.submitted === true,
    };
  } catch {
    return { ...EMPTY_RECORD };
  }
}

export interface Situation {
  now: number;
  mobile: boolean;
  /** sqsscreenshot=true in the address. */
  screenshot: boolean;
}

export function shouldShowPopup(settings: PopupSettings, record: PopupRecord, { now, mobile, screenshot }: Situation): boolean {
  if (!popupWanted(settings, screenshot) || (mobile && !settings.enableMobile)) return false;
  if (settings.showUntilSignup && record.submitted) return false;
  if (record.version === null || record.version < settings.version) return true;
  const closed = record['date-closed'];
  return closed === null || now - closed >= settings.displayFrequency * DAY_MS;
}
