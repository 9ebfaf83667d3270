// Writes .br and .gz beside every text asset, so the server sends precompressed files.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const TEXT = /\.(js|css|json|map|svg)$/;

export function precompress() {
  return {
    name: 'vitrine-precompress',
    async writeBundle(options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => TEXT.test(name))
          .map(async (name) => {
            const file = join(options.dir, name);
            const source = await readFile(file);
            await writeFile(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
          }),
      );
    },
  };
}
