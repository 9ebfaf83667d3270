// A gallery's listeners, all removed by one abort on destroy (kept in the gallery's own chunk).
export type Listen = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void, options?: AddEventListenerOptions) => void;

export function createListen(signal: AbortSignal): Listen {
  return (target, type, handler, options) => target.addEventListener(type, handler as EventListener, { ...options, signal });
}
