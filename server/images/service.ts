import { mkdir, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import defaultSharp from 'sharp';
import type { Sharp } from 'sharp';
import { writeFileAtomic } from './atomic-write.ts';
import { type DrawnType, encodeAs } from './encode.ts';
import { imageEtag } from './etag.ts';
import { contentTypeOf, isImageName } from './name.ts';
import { type LighterType, servedType } from './negotiate.ts';
import { snapWidth } from './widths.ts';

// /images/{name} resized to a width step, cached on disk at {cacheDir}/{width}/{name}, and in a
// lighter format the browser takes at {cacheDir}/{width}/{name}.avif (or .webp).
// `interim`: the lighter copy was asked for but is not drawn yet; this is the original's format
// meanwhile (serve.ts caches it briefly, so the browser asks again).
export type ImageFile = { file: string; contentType: string; etag: string; size: number; interim?: boolean };

// The lighter copies are drawn behind the replies, one at a time, once no request has come or been
// answered for QUIET_MS and none is being answered: an AVIF takes libaom up to two seconds, which a
// page's load of a cold cache must not share. On a server never that quiet, a copy waiting
// MAX_WAIT_MS is drawn anyway, so a busy site still gets its lighter images.
export const QUIET_MS = 1000;
export const MAX_WAIT_MS = 60_000;
// At most this many copies wait: a client asking for every name, width and type at once fills the
// queue, not the server's next hours; a copy turned away is queued again when next asked for.
export const MAX_QUEUED = 200;
const EXTENSION: Record<LighterType, string> = { 'image/avif': 'avif', 'image/webp': 'webp' };

export type SharpFactory = (input: string) => Sharp;

export type ImageServiceOptions = {
  originalsDir: string;
  cacheDir: string;
  sharp?: SharpFactory;
  log?: Pick<Console, 'error'>;
  /** Draws an original that is not there yet (the demo's, server/images/demo.ts); true when it now is. */
  makeOriginal?: (name: string) => Promise<boolean>;
  /** How long without a request before the lighter copies are drawn; QUIET_MS unless a test says. */
  quietMs?: number;
  /** How long a lighter copy waits for quiet at most; MAX_WAIT_MS unless a test says. */
  maxWaitMs?: number;
};

export type ImageService = {
  /**
   * Null for an unknown, invalid or unreadable image; width null means the original (never
   * converted). `accept`: the request's Accept header, whose lighter format a resized copy is
   * drawn in (servedType).
   */
  get(name: string, width: number | null, accept?: string): Promise<ImageFile | null>;
  /** Settles once every lighter copy asked for so far is drawn (or failed). */
  drawn(): Promise<void>;
  destroy(): void;
};

const statFile = async (file: string): Promise<Stats | null> => {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
};

export const createImageService = ({
  originalsDir,
  cacheDir,
  sharp = (input) => defaultSharp(input),
  log = console,
  makeOriginal,
  quietMs = QUIET_MS,
  maxWaitMs = MAX_WAIT_MS,
}: ImageServiceOptions): ImageService => {
  const inFlight = new Map<string, Promise<ImageFile | null>>();
  // The lighter copies still to draw, by target file, and the ones that failed (by stamp).
  const toDraw = new Map<string, { since: number; draw: () => Promise<void> }>();
  const failedDraws = new Map<string, string>();
  let lastRequest = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // The copy being drawn, by target file.
  let drawing: string | null = null;
  let idle: Array<() => void> = [];
  // Per name, the original's mtime:size once it decoded (verified) or failed to (broken).
  const verified = new Map<string, string>();
  const broken = new Map<string, string>();
  let destroyed = false;

  // A bad original answers null and is logged once, not on every request, until it changes.
  const attempt = async <T>(name: string, stamp: string, work: () => Promise<T>): Promise<T | null> => {
    try {
      const result = await work();
      broken.delete(name);
      return result;
    } catch (error) {
      if (broken.get(name) !== stamp) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error(`Image ${name}: the original is corrupt or unreadable (${reason}); answering not found.`);
      }
      broken.set(name, stamp);
      return null;
    }
  };

  const original = async (name: string, file: string, stats: Stats, stamp: string): Promise<ImageFile | null> => {
    if (verified.get(name) !== stamp) {
      if ((await attempt(name, stamp, () => sharp(file).metadata())) === null) return null;
      verified.set(name, stamp);
    }
    const contentType = contentTypeOf(name);
    return { file, contentType, etag: imageEtag(name, null, contentType, stats.mtimeMs, stats.size), size: stats.size };
  };

  const resize = (file: string, width: number, type: DrawnType): Promise<Buffer> =>
    // withoutEnlargement: a step wider than the original serves the original's width.
    encodeAs(sharp(file).autoOrient().resize({ width, withoutEnlargement: true }), type, width).toBuffer();

  // A copy carries its original's modification time (written with it): one drawn from another
  // version of the original, older or newer (replaced while the copy was drawn, restored from a
  // backup), is stale. Within a millisecond: the time goes through utimes' seconds.
  const fresh = async (target: string, stats: Stats): Promise<Stats | null> => {
    const cached = await statFile(target);
    return cached && Math.abs(cached.mtimeMs - stats.mtimeMs) < 1 ? cached : null;
  };

  const settleIfIdle = (): void => {
    if (toDraw.size > 0 || drawing !== null) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  };

  // One copy at a time: after quietMs without a request and with none in flight, or once the
  // oldest has waited maxWaitMs.
  const schedule = (): void => {
    const oldest = toDraw.entries().next().value;
    if (destroyed || timer || drawing !== null || !oldest) {
      settleIfIdle();
      return;
    }
    const [target, { since, draw }] = oldest;
    // A reply in flight sets lastRequest when it ends: until then, look again a quiet spell on.
    const quietAt = inFlight.size > 0 ? Date.now() + quietMs : lastRequest + quietMs;
    timer = setTimeout(
      () => {
        timer = null;
        const at = Date.now();
        if ((at - lastRequest < quietMs || inFlight.size > 0) && at - since < maxWaitMs) {
          schedule();
          return;
        }
        toDraw.delete(target);
        drawing = target;
        void draw().finally(() => {
          drawing = null;
          schedule();
        });
      },
      Math.max(0, Math.min(quietAt, since + maxWaitMs) - Date.now()),
    );
    timer.unref?.();
  };

  const lighter = async (name: string, width: number, type: LighterType, file: string, stats: Stats, stamp: string): Promise<ImageFile | null> => {
    const target = join(cacheDir, String(width), `${name}.${EXTENSION[type]}`);
    const meanwhile = await resized(name, width, file, stats, stamp);
    if (!meanwhile) return null;
    const cached = await fresh(target, stats);
    // A copy no lighter than the original format's (WebP can be, on a small image) is not served.
    if (cached && cached.size >= meanwhile.size) return meanwhile;
    if (cached) return { file: target, contentType: type, etag: imageEtag(name, width, type, stats.mtimeMs, stats.size), size: cached.size };
    // A copy that could not be drawn: the original format, for good, until the original changes.
    if (failedDraws.get(target) === stamp) return meanwhile;
    if (!destroyed && !toDraw.has(target) && drawing !== target && toDraw.size < MAX_QUEUED) {
      toDraw.set(target, {
        since: Date.now(),
        draw: async () => {
          try {
            const data = await resize(file, width, type);
            if (destroyed) return;
            await mkdir(dirname(target), { recursive: true });
            await writeFileAtomic(target, data, stats.mtime);
            failedDraws.delete(target);
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            log.error(`Image ${name}: the ${type} copy at ${width}w could not be drawn (${reason}); serving ${meanwhile.contentType}.`);
            failedDraws.set(target, stamp);
          }
        },
      });
      schedule();
    }
    return { ...meanwhile, interim: true };
  };

  const resized = async (name: string, width: number, file: string, stats: Stats, stamp: string): Promise<ImageFile | null> => {
    const contentType = contentTypeOf(name);
    const etag = imageEtag(name, width, contentType, stats.mtimeMs, stats.size);
    const target = join(cacheDir, String(width), name);
    const cached = await fresh(target, stats);
    if (cached) return { file: target, contentType, etag, size: cached.size };
    const data = await attempt(name, stamp, () => resize(file, width, contentType));
    if (data === null) return null;
    await mkdir(dirname(target), { recursive: true });
    await writeFileAtomic(target, data, stats.mtime);
    return { file: target, contentType, etag, size: data.length };
  };

  const serve = async (name: string, width: number | null, type: LighterType | null): Promise<ImageFile | null> => {
    const file = join(originalsDir, name);
    let stats = await statFile(file);
    if (!stats && makeOriginal && (await makeOriginal(name).catch(() => false))) stats = await statFile(file);
    if (!stats) return null;
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (broken.get(name) === stamp) return null;
    if (width === null) return original(name, file, stats, stamp);
    return type ? lighter(name, width, type, file, stats, stamp) : resized(name, width, file, stats, stamp);
  };

  const get = (name: string, width: number | null, accept?: string): Promise<ImageFile | null> => {
    if (destroyed || !isImageName(name)) return Promise.resolve(null);
    lastRequest = Date.now();
    const step = width === null ? null : snapWidth(width);
    if (width !== null && step === null) return Promise.resolve(null);
    const served = step === null ? null : servedType(accept, contentTypeOf(name));
    const key = `${step ?? 'original'}/${name}/${served ?? ''}`;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const task = serve(name, step, served).finally(() => {
      // Quiet counts from a reply too: a slow resize is not followed at once by a draw.
      lastRequest = Date.now();
      if (inFlight.get(key) === task) inFlight.delete(key);
    });
    inFlight.set(key, task);
    return task;
  };

  const drawn = (): Promise<void> =>
    new Promise((resolve) => {
      idle.push(resolve);
      settleIfIdle();
    });

  const destroy = (): void => {
    destroyed = true;
    if (timer) clearTimeout(timer);
    timer = null;
    toDraw.clear();
    settleIfIdle();
    inFlight.clear();
    verified.clear();
    broken.clear();
  };

  return { get, drawn, destroy };
};
