// The unsaved text of the page, in one place: every form and dialog that holds typed text says so
// here (useUnsavedChanges), and the one navigation guard of the shell (NavigationGuard) asks before
// a route change or a tab close would lose it. One place, because a router holds only one blocker:
// two forms each with a blocker of their own would silently disable one another.

export interface UnsavedEntry {
  /** what the leave dialog says; the first dirty source's message wins */
  message?: string;
}

const entries = new Map<symbol, UnsavedEntry>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export const unsavedChanges = {
  mark(key: symbol, entry: UnsavedEntry): void {
    entries.set(key, entry);
    changed();
  },
  clear(key: symbol): void {
    if (entries.delete(key)) changed();
  },
  /** Whether anything on the page holds text that is not saved. */
  any(): boolean {
    return entries.size > 0;
  },
  message(): string | undefined {
    for (const entry of entries.values()) if (entry.message) return entry.message;
    return undefined;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
