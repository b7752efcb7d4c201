// What the live admin hub (server/hub) sends a page, and a small in-page bus so that any screen can
// hear it. Queries say which resources they read, so that the hub's changes refresh them: react-admin's
// own queries by their key (the resource's name first), a hand-built screen's by `liveReads` in the
// query's meta (useQuery) or the `reads` of useServerJson.
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

/** The event touches one of these resources. */
export const touches = (event: RecordChanged, resources: readonly string[]): boolean => resources.some((r) => event.resources.includes(r));

const READS = 'liveReads';

/**
 * The meta of a hand-built screen's query that shows records of these resources (model names, e.g.
 * 'accreditation-files'): the hub's changes of any of them read it again, in the background (the rows
 * change in place; page, sort, selection and scroll stay). `useQuery({ queryKey, queryFn, meta: liveReads('registrations') })`
 */
export function liveReads(...resources: string[]): Record<string, unknown> {
  return { [READS]: resources };
}

/** The resources a query's meta says it reads. */
export function readsOf(meta: Record<string, unknown> | undefined): readonly string[] {
  const reads = meta?.[READS];
  return Array.isArray(reads) ? (reads as string[]) : [];
}

/** The review page's statistics, read again when the hub says an analyst's figures may have moved. */
export const ANALYST_STATS_QUERY_KEY = ['review-screen', 'analyst-stats'] as const;
