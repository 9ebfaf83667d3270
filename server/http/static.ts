// Serves dist/assets: precompressed brotli or gzip when the browser takes it, with cache headers.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

// Hashed chunk names never change content: cache them for a year. Entry names are stable
// addresses that pages embed, so they are cached for an hour and revalidated by ETag.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENTRY = 'public, max-age=3600, stale-while-revalidate=86400';

// A page of any other site may load the bundles (the overlays alone, by one import): a module script
// from another origin is fetched in CORS mode, and a page under Cross-Origin-Embedder-Policy takes only
// what says cross-origin. The bundles are the same for everyone and carry nothing of a visitor's.
const ANY_SITE = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

async function fileStat(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function pickEncoding(accept: string): { suffix: string; encoding: string }[] {
  const options: { suffix: string; encoding: string }[] = [];
  if (/\bbr\b/.test(accept)) options.push({ suffix: '.br', encoding: 'br' });
  if (/\bgzip\b/.test(accept)) options.push({ suffix: '.gz', encoding: 'gzip' });
  return options;
}

export interface AssetOptions {
  /** Serve the bundles' source maps (VITRINE_DEV): they show the source, so a public server keeps them back. */
  sourceMaps?: boolean;
}

/** Answers a request under /assets/; returns false when no such file exists (or it is a source map, and they are not served). */
export async function serveAsset(root: string, relative: string, req: IncomingMessage, res: ServerResponse, { sourceMaps = false }: AssetOptions = {}): Promise<boolean> {
  const file = normalize(join(root, relative));
  if (!file.startsWith(root + sep) || relative.includes('\0')) return false;
  if (!sourceMaps && extname(file) === '.map') return false;
  const type = TYPES[extname(file)];
  const original = type ? await fileStat(file) : null;
  if (!type || !original) return false;

  let chosen = { file, encoding: '', size: original.size };
  for (const option of pickEncoding(String(req.headers['accept-encoding'] ?? ''))) {
    const info = await fileStat(file + option.suffix);
    if (info) {
      chosen = { file: file + option.suffix, encoding: option.encoding, size: info.size };
      break;
    }
  }
  const etag = `"${original.size.toString(36)}-${Math.floor(original.mtimeMs).toString(36)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
  const headers: Record<string, string | number> = {
    'Content-Type': type,
    // Entries sit at the top of the folder; every chunk (chunks/, overlays/, tracking/) in a folder, by a hashed name.
    'Cache-Control': dirname(file) === root ? ENTRY : IMMUTABLE,
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    ...ANY_SITE,
  };
  if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  headers['Content-Length'] = chosen.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  // A read that fails (the file removed by a rebuild, a disk error) cuts this reply; a bare pipe()
  // would leave the stream's error uncaught, which ends the process.
  else pipeline(createReadStream(chosen.file), res, () => {});
  return true;
}
