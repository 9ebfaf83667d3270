import { randomUUID } from 'node:crypto';
import { rename, rm, utimes, writeFile } from 'node:fs/promises';

// A reader never sees half a file: write beside the target, then rename over it. `mtime`: the
// modification time it gets before it is seen (a copy carries its original's: service.ts).
export const writeFileAtomic = async (file: string, data: Uint8Array, mtime?: Date): Promise<void> => {
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data);
    if (mtime) await utimes(temp, mtime, mtime);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
};
