// The part of eventemitter3 that p-queue calls (emit, on, off), for the browser build: the build
// resolves p-queue's `eventemitter3` import here (scripts/rollup-emitter.mjs), about 0.7 KB brotli
// less on a gallery page's critical path. The image queue never listens to its p-queue, so only
// p-queue's own onIdle-style helpers could; they get eventemitter3's behaviour: listeners run in
// the order added, with the emitter as `this`, over the list as it was when the event fired.
type Listener = (...args: unknown[]) => void;

export class EventEmitter {
  #events = new Map<unknown, Listener[]>();

  on(event: unknown, listener: Listener): this {
    this.#events.set(event, [...(this.#events.get(event) ?? []), listener]);
    return this;
  }

  off(event: unknown, listener?: Listener): this {
    const kept = listener ? (this.#events.get(event) ?? []).filter((each) => each !== listener) : [];
    if (kept.length > 0) this.#events.set(event, kept);
    else this.#events.delete(event);
    return this;
  }

  emit(event: unknown, ...args: unknown[]): boolean {
    const listeners = this.#events.get(event);
    for (const listener of listeners ?? []) listener.apply(this, args);
    return listeners !== undefined;
  }
}
