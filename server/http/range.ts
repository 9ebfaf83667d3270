// RFC 9110 14.2: one byte range of a `Range` header, as media elements ask (`bytes=0-`, `bytes=100-199`,
// `bytes=-500`). Several ranges, other units or a malformed header are read as no range: the whole body.
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

const RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}
