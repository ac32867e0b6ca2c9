/** A tiny event bus wiring the HTTP client (outside React) to the layout that shows toasts and dialogs. */
export interface BusEvents {
  'api-error': { message: string; args?: Record<string, string | number> };
  'session-expired': undefined;
}

type Handler<K extends keyof BusEvents> = (payload: BusEvents[K]) => void;

const handlers: { [K in keyof BusEvents]: Set<Handler<K>> } = {
  'api-error': new Set(),
  'session-expired': new Set(),
};

export const onBus = <K extends keyof BusEvents>(event: K, handler: Handler<K>): (() => void) => {
  handlers[event].add(handler);
  return () => {
    handlers[event].delete(handler);
  };
};

export const emitBus = <K extends keyof BusEvents>(event: K, payload: BusEvents[K]): void => {
  handlers[event].forEach((handler) => handler(payload));
};
