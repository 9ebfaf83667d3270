import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

// A reader never sees half a file: write beside the target, then rename over it.
export const writeFileAtomic = async (file: string, data: Uint8Array): Promise<void> => {
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
};
