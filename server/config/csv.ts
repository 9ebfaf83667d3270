// The owner area's CSV exports (docs/decisions.md "Owner access: the owner area"): RFC 4180 fields
// (quoted when they hold a quote, comma, CR or LF; quotes doubled; CRLF between records), with a
// guard against formula injection: a cell that a spreadsheet would read as a formula gets a leading '.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../http/send.ts';

// = + - @ start a formula in Excel, LibreOffice and Sheets; a tab or CR before them does too (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: guarded, then quoted when RFC 4180 asks. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** The header row and the records, each line ended by CRLF. */
export const toCsv = (rows: readonly (readonly string[])[]): string => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

/** An attachment the browser saves as `filename`, never stored on the way. */
export function sendCsv(req: IncomingMessage, res: ServerResponse, filename: string, rows: readonly (readonly string[])[]): void {
  sendText(req, res, 200, 'text/csv; charset=utf-8; header=present', toCsv(rows), {
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
    Vary: 'Accept-Encoding, Cookie',
  });
}
