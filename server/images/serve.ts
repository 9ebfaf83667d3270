// The /images/ reply: a resized copy from the cache, with a year's immutable caching and its ETag.
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { contentTypeOf } from './name.ts';
import { isNegotiated } from './negotiate.ts';
import { parseImageRequest } from './request.ts';
import type { ImageService } from './service.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The original's format while the lighter copy is drawn: kept a minute, then asked for again.
const INTERIM = 'public, max-age=60';

/** Sends the image `url` names at its size; false when it names none (the caller answers 404). */
export async function serveImage(images: ImageService, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const request = parseImageRequest(url.pathname, url.search);
  const image = request ? await images.get(request.name, request.width, req.headers.accept) : null;
  if (!request || !image) return false;
  // A resized copy's format follows Accept, so every cache between must key it by Accept; an
  // original is sent as it is, to every browser.
  const negotiated = request.width !== null && isNegotiated(contentTypeOf(request.name));
  const headers = {
    'Content-Type': image.contentType,
    'Cache-Control': image.interim ? INTERIM : IMMUTABLE,
    ETag: image.etag,
    'X-Content-Type-Options': 'nosniff',
    ...(negotiated ? { Vary: 'Accept' } : {}),
  };
  if (req.headers['if-none-match'] === image.etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Length': image.size });
  if (req.method === 'HEAD') res.end();
  // pipeline: a failed read cuts the reply instead of throwing where no guard can catch it.
  else pipeline(createReadStream(image.file), res, () => {});
  return true;
}
