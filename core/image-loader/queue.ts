// Loads pass through one queue (16 at once, 1 on mobile); higher priority goes first.
import PQueue from 'p-queue';

export interface ImageQueue {
  add(id: string, task: () => Promise<void>, priority: number): void;
  /** Raises the priority of a waiting task; a task running or done is left alone. */
  promote(id: string, priority: number): void;
  clear(): void;
}

/** A load that has neither loaded nor failed by then gives its place to the next one. */
export const QUEUE_SLOT_TIMEOUT_MS = 10_000;

export function createImageQueue(concurrency: number): ImageQueue {
  const queue = new PQueue({ concurrency, timeout: QUEUE_SLOT_TIMEOUT_MS });
  return {
    add: (id, task, priority) => void queue.add(task, { id, priority }).catch(console.error),
    promote(id, priority) {
      try {
        queue.setPriority(id, priority);
      } catch {
        // Not waiting any more: nothing to promote.
      }
    },
    clear: () => queue.clear(),
  };
}
