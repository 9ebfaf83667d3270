// Every string that reaches HTML passes through one of these.
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** JSON for a data-block-json attribute value. */
export function jsonAttribute(value: unknown): string {
  return escapeHtml(JSON.stringify(value));
}

/** JSON for an inline <script type="application/json">: nothing in it can close the script. */
export function jsonScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
