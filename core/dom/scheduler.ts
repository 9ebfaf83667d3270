// One frame scheduler for the page; every read of a frame runs before any write.
export type FrameTask = () => void;

export interface FrameScheduler {
  read(task: FrameTask): void;
  write(task: FrameTask): void;
  /** Runs everything queued now, reads first (tests, and callers that cannot wait a frame). */
  flush(): void;
  destroy(): void;
}

export interface FrameClock {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

const browserClock = (): FrameClock => ({
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
});

export function createFrameScheduler(clock: FrameClock = browserClock()): FrameScheduler {
  // Two queues swapped each frame, so a task queued during a flush waits for the next frame.
  let reads: FrameTask[] = [];
  let writes: FrameTask[] = [];
  let handle = 0;
  let pending = false;

  const run = (tasks: FrameTask[]): void => {
    for (const task of tasks) {
      try {
        task();
      } catch (error) {
        console.error(error);
      }
    }
  };

  const flush = (): void => {
    pending = false;
    const frameReads = reads;
    reads = [];
    run(frameReads);
    const frameWrites = writes;
    writes = [];
    run(frameWrites);
  };

  const schedule = (): void => {
    if (pending) return;
    pending = true;
    handle = clock.request(flush);
  };

  return {
    read(task) {
      reads.push(task);
      schedule();
    },
    write(task) {
      writes.push(task);
      schedule();
    },
    flush() {
      if (pending) clock.cancel(handle);
      flush();
    },
    destroy() {
      if (pending) clock.cancel(handle);
      pending = false;
      reads = [];
      writes = [];
    },
  };
}
