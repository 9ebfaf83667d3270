// media.md 4 and 9: loads pass through one queue (16 at once, 1 on mobile); higher priority goes first.
import PQueue from 'p-queue';

export interface ImageQueue {
  /** Queues `task` under `id`; an id already waiting only has its priority raised. */
  add(id: string, task: () => Promise<void>, priority: number): void;
  /** Raises the priority of a waiting task; does nothing for one running or not queued. */
  promote(id: string, priority: number): void;
  clear(): void;
}

export function createImageQueue(concurrency: number): ImageQueue {
  const queue = new PQueue({ concurrency });
  const waiting = new Map<string, number>();

  const promote = (id: string, priority: number): void => {
    const current = waiting.get(id);
    if (current === undefined || current >= priority) return;
    waiting.set(id, priority);
    queue.setPriority(id, priority);
  };

  return {
    add(id, task, priority) {
      if (waiting.has(id)) return promote(id, priority);
      waiting.set(id, priority);
      const run = (): Promise<void> => {
        waiting.delete(id);
        return task();
      };
      queue.add(run, { id, priority }).catch((error: unknown) => console.error(error));
    },
    promote,
    clear() {
      queue.clear();
      waiting.clear();
    },
  };
}
