// forms-commerce.md 7: Generic data layer. Bodies are JSON or form-encoded; both become one field map.
import type { IncomingMessage } from 'node:http';

export type Fields = Record<string, unknown>;

/** The body's fields, or null when it is neither a JSON object nor form fields. An empty body has none. */
export function parseFields(req: IncomingMessage, body: Buffer): Fields | null {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const text = body.toString('utf8');
  if (type === 'application/x-www-form-urlencoded') {
    const fields: Fields = {};
    for (const [name, value] of new URLSearchParams(text)) fields[name] = value;
    return fields;
  }
  if (text.trim() === '') return {};
  if (type !== 'application/json' && !type.endsWith('+json')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;
  } catch {
    return null;
  }
}
