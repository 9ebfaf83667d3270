// A page-wide service in its own chunk: imported once, on first use. A failed import (a lost
// network) logs `message` and rejects; the next call tries again.
export function lazyService<T>(load: () => Promise<T>, message: string): () => Promise<T> {
  let service: Promise<T> | undefined;
  return () =>
    (service ??= load().catch((error: unknown) => {
      console.error(message, error);
      service = undefined;
      throw error;
    }));
}
