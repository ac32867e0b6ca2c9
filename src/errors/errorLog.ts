/** One runtime error of the error log (spec §3 "error log list"). */
export interface ErrorEntry {
  id: number;
  message: string;
  stack: string;
  url: string;
  time: string;
}

// The log is bounded so a render loop that keeps failing cannot exhaust memory.
export const MAX_ERRORS = 100;

let entries: readonly ErrorEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const describe = (error: unknown): { message: string; stack: string } => {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
};

export const addError = (error: unknown, url: string = window.location.href): ErrorEntry => {
  const entry: ErrorEntry = { id: nextId++, ...describe(error), url, time: new Date().toISOString() };
  entries = [...entries, entry].slice(-MAX_ERRORS);
  emit();
  return entry;
};

export const getErrors = (): readonly ErrorEntry[] => entries;

export const clearErrors = (): void => {
  if (entries.length === 0) return;
  entries = [];
  emit();
};

export const subscribeErrors = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
