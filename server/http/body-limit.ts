// The server limits body sizes (413).
import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** True when the declared length alone is over the limit, so the request can be refused before reading. */
export function declaresTooLarge(req: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > limit;
}

/** Reads the whole body, failing as soon as it passes the limit (chunked bodies have no length). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        // Stop reading; the caller answers 413 and then closes the connection.
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLargeError(`Request body over ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
