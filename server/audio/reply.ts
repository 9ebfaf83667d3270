// Sends a WAV file, a byte range of it when asked (media elements ask for ranges to seek).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseRange } from '../http/range.ts';

export function sendWav(req: IncomingMessage, res: ServerResponse, wav: Buffer): void {
  const headers = {
    'Content-Type': 'audio/wav',
    'Accept-Ranges': 'bytes',
    // The same name gives the same bytes while the demo's tones stay as they are.
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  };
  const range = parseRange(req.headers.range, wav.length);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${wav.length}` }).end();
    return;
  }
  const body = range ? wav.subarray(range.start, range.end + 1) : wav;
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': body.length,
    ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${wav.length}` } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
