// A typed event map (on, emit) rather than subclassing. `on` returns its own remover.
export interface Emitter<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  clear(): void;
}

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    emit(type, payload) {
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as (payload: unknown) => void)(payload);
        } catch (error) {
          console.error(error);
        }
      }
    },
    clear: () => handlers.clear(),
  };
}
