// The browser build gives p-queue (the image loader's queue) core/image-loader/emitter.ts in place of
// eventemitter3: p-queue calls only emit, on and off, and the whole library is about 0.7 KB brotli on
// a gallery page's critical path. Only p-queue's import is redirected.
import { fileURLToPath } from 'node:url';

const EMITTER = fileURLToPath(new URL('../core/image-loader/emitter.ts', import.meta.url));
const P_QUEUE = /[\\/]node_modules[\\/]p-queue[\\/]/;

export function smallEmitter() {
  return {
    name: 'vitrine-small-emitter',
    resolveId(source, importer) {
      if (source === 'eventemitter3' && importer && P_QUEUE.test(importer)) return EMITTER;
      return null;
    },
  };
}
