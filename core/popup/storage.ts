// The popup overlay's local-storage record (date-closed, version, submitted).
// Storage that throws (private modes, a full quota) only means the popup may show again.
import { parseRecord, STORAGE_KEY, type PopupRecord } from './rules.ts';

export function readRecord(window: Window): PopupRecord {
  try {
    return parseRecord(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return parseRecord(null);
  }
}

export function writeRecord(window: Window, change: Partial<PopupRecord>): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readRecord(window), ...change }));
  } catch {
    // Nothing to keep it in.
  }
}
