// The undo ids the server answers (X-Undo-Id, core/contract/undo.ts), for the notification after an
// action (it offers Undo) and the Recent actions panel (it lists them again). Every tab of the
// browser hears of a new action or an undo at once (BroadcastChannel); another computer sees them
// on the panel's next look (GET /api/undo).
import { UNDO_HEADER, undoPath, type UndoResult } from '../../core/contract/undo.js';

/** How long after an answer its notification may still claim its undo. */
const FRESH_MS = 3000;

let fresh: { id: number; at: number } | undefined;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('ag-undo');
const tell = () => listeners.forEach((l) => l());
if (channel) channel.onmessage = tell;

function changed(): void {
  tell();
  channel?.postMessage(0);
}

/** Notes the undo id of an answer (the HTTP client calls it for every write). */
export function noteUndoHeader(headers: Headers | undefined): void {
  const id = Number(headers?.get(UNDO_HEADER));
  if (!Number.isSafeInteger(id) || id <= 0) return;
  fresh = { id, at: Date.now() };
  changed();
}

/** The undo id of the action that just answered, once (the success notification that follows takes it). */
export function takeFreshUndo(): number | undefined {
  const f = fresh;
  fresh = undefined;
  return f && Date.now() - f.at <= FRESH_MS ? f.id : undefined;
}

/** Calls back whenever an action or an undo happened (in this tab or another). */
export function onUndoChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** POST /api/undo/{id}, with the client passed in (admin-ui/data/http.ts). */
export async function undoAction(client: (url: string, options: { method: string }) => Promise<{ json: unknown; headers: Headers }>, id: number): Promise<UndoResult> {
  const { json } = await client(undoPath(id), { method: 'POST' });
  changed();
  return json as UndoResult;
}
