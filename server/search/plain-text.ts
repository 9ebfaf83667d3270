// A block's HTML as the words a visitor reads: tags, scripts and styles out, the common entities
// decoded, white space collapsed. For the search index only; nothing here reaches a page unescaped.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (entity: string, name: string): string => {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
  const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
};

export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decode)
    .replace(/\s+/g, ' ')
    .trim();
}
