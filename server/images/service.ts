import { mkdir, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import defaultSharp from 'sharp';
import type { Sharp } from 'sharp';
import { writeFileAtomic } from './atomic-write.ts';
import { encodeAs } from './encode.ts';
import { imageEtag } from './etag.ts';
import { contentTypeOf, isImageName } from './name.ts';
import { snapWidth } from './widths.ts';

// /images/{name} resized to a width step, cached on disk at {cacheDir}/{width}/{name}.
export type ImageFile = { file: string; contentType: string; etag: string; size: number };

export type SharpFactory = (input: string) => Sharp;

export type ImageServiceOptions = {
  originalsDir: string;
  cacheDir: string;
  sharp?: SharpFactory;
  log?: Pick<Console, 'error'>;
  /** Draws an original that is not there yet (the demo's, server/images/demo.ts); true when it now is. */
  makeOriginal?: (name: string) => Promise<boolean>;
};

export type ImageService = {
  /** Null for an unknown, invalid or unreadable image; width null means the original. */
  get(name: string, width: number | null): Promise<ImageFile | null>;
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

export const createImageService = ({ originalsDir, cacheDir, sharp = (input) => defaultSharp(input), log = console, makeOriginal }: ImageServiceOptions): ImageService => {
  const inFlight = new Map<string, Promise<ImageFile | null>>();
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
    const etag = imageEtag(name, null, stats.mtimeMs, stats.size);
    return { file, contentType: contentTypeOf(name), etag, size: stats.size };
  };

  const resized = async (name: string, width: number, file: string, stats: Stats, stamp: string): Promise<ImageFile | null> => {
    const contentType = contentTypeOf(name);
    const etag = imageEtag(name, width, stats.mtimeMs, stats.size);
    const target = join(cacheDir, String(width), name);
    const cached = await statFile(target);
    if (cached && cached.mtimeMs >= stats.mtimeMs) return { file: target, contentType, etag, size: cached.size };
    // withoutEnlargement: a step wider than the original serves the original's width.
    const data = await attempt(name, stamp, () => encodeAs(sharp(file).autoOrient().resize({ width, withoutEnlargement: true }), contentType).toBuffer());
    if (data === null) return null;
    await mkdir(dirname(target), { recursive: true });
    await writeFileAtomic(target, data);
    return { file: target, contentType, etag, size: data.length };
  };

  const serve = async (name: string, width: number | null): Promise<ImageFile | null> => {
    const file = join(originalsDir, name);
    let stats = await statFile(file);
    if (!stats && makeOriginal && (await makeOriginal(name).catch(() => false))) stats = await statFile(file);
    if (!stats) return null;
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (broken.get(name) === stamp) return null;
    return width === null ? original(name, file, stats, stamp) : resized(name, width, file, stats, stamp);
  };

  const get = (name: string, width: number | null): Promise<ImageFile | null> => {
    if (destroyed || !isImageName(name)) return Promise.resolve(null);
    const step = width === null ? null : snapWidth(width);
    if (width !== null && step === null) return Promise.resolve(null);
    const key = `${step ?? 'original'}/${name}`;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const task = serve(name, step).finally(() => {
      if (inFlight.get(key) === task) inFlight.delete(key);
    });
    inFlight.set(key, task);
    return task;
  };

  const destroy = (): void => {
    destroyed = true;
    inFlight.clear();
    verified.clear();
    broken.clear();
  };

  return { get, destroy };
};
