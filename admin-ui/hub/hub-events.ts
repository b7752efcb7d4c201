// What the live admin hub (server/hub) sends a page, and a small in-page bus so that any screen can
// hear it (a list refreshes, an edit form warns that someone else saved).
export interface RecordChange {
  resource: string;
  /** empty for resources whose records are filtered per user: only the resource is named */
  id: string;
  type: 'I' | 'U' | 'D';
  userId: number | null;
}

export interface RecordChanged {
  changes: RecordChange[];
  resources: string[];
  count: number;
}

type Listener = (event: RecordChanged) => void;
const listeners = new Set<Listener>();

export function onRecordChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitRecordChanged(event: RecordChanged): void {
  for (const l of listeners) l(event);
}

/** The records open in an edit form: their own query is left alone (the form would lose its place), the form warns instead. */
export const recordsInEdit = new Map<string, number>();
export const editKey = (resource: string, id: string | number) => `${resource}/${id}`;

/** The review page's statistics, read again when the hub says an analyst's figures may have moved. */
export const ANALYST_STATS_QUERY_KEY = ['review-screen', 'analyst-stats'] as const;
