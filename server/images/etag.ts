import { createHash } from 'node:crypto';

// The bytes served depend only on these five, so they make a strong validator.
export const imageEtag = (name: string, width: number | null, type: string, mtimeMs: number, size: number): string =>
  `"${createHash('sha1')
    .update(`${name}\n${width ?? 'original'}\n${type}\n${mtimeMs}\n${size}`)
    .digest('base64url')
    .slice(0, 22)}"`;
