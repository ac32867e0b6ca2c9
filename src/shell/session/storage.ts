/** Safe localStorage access: a missing, corrupt or foreign value reads as null, never throws. */
export type Guard<T> = (value: unknown) => value is T;

export const readStored = <T>(key: string, guard: Guard<T>): T | null => {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (guard(parsed)) return parsed;
  } catch {
    // corrupt JSON falls through to removal
  }
  removeStored(key);
  return null;
};

export const writeStored = (key: string, value: unknown): void => {
  try {
    const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
    if (empty) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the in-memory state still works
  }
};

const removeStored = (key: string): void => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage disabled
  }
};
