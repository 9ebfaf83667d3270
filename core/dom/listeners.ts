// STYLE.md: one store owns every listener, so teardown is a single call.
export interface ListenerStore {
  on<K extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: K | (string & {}),
    handler: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): () => void;
  destroy(): void;
}

export function createListenerStore(): ListenerStore {
  const removers = new Set<() => void>();

  return {
    on(target, type, handler, options) {
      const listener = handler as EventListener;
      target.addEventListener(type, listener, options);
      const remove = (): void => {
        target.removeEventListener(type, listener, options);
        removers.delete(remove);
      };
      removers.add(remove);
      return remove;
    },
    destroy() {
      for (const remove of [...removers]) remove();
    },
  };
}
