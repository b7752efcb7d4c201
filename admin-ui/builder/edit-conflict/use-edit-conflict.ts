// The record an open edit form stands on, kept apart from the record as the server has it now. The
// edit screen's query follows the server (the live hub invalidates it, a focus refetches it); the
// form is built on `base`, which moves only when that loses nothing:
//  - the form has no unsaved changes: it shows the new record at once ("refreshed", said so);
//  - the new record is this form's own save: it becomes the base;
//  - otherwise the new record is kept aside as `theirs` ("changed") and the user chooses: Reload
//    (theirs replaces the form) or Keep mine (the save is then refused as stale: "refused", with the
//    comparison, and the user may save theirs over by taking their version as the base).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { ROW_VERSION } from '../../../core/model/define.js';

export type ConflictPhase = 'none' | 'changed' | 'kept' | 'refused' | 'refreshed' | 'deleted';

interface State {
  base: RaRecord | undefined;
  theirs: RaRecord | null;
  phase: ConflictPhase;
  /** when this form learnt of the change (the time shown when the server cannot name it) */
  noticedAt: Date | null;
}

export interface EditConflict extends State {
  /** whether the form holds unsaved changes, kept current by the form (EditConflictWatch) */
  dirty: { current: boolean };
  reload: () => void;
  keepMine: () => void;
  compare: () => void;
  dismiss: () => void;
  /** a save answered 409: someone saved first */
  refused: () => void;
  /** the version to save mine over theirs with */
  overTheirs: () => unknown;
  /** this form's own save stored `version` */
  saved: (version: unknown) => void;
}

export const versionOf = (r: RaRecord | null | undefined): unknown => r?.[ROW_VERSION];

/** Two readings of one record are the same version (by its row version, else by content). */
function sameVersion(a: RaRecord, b: RaRecord): boolean {
  const va = versionOf(a);
  const vb = versionOf(b);
  if (va != null || vb != null) return va === vb;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function useEditConflict(live: RaRecord | undefined, gone: boolean): EditConflict {
  const [state, setState] = useState<State>({ base: live, theirs: null, phase: 'none', noticedAt: null });
  const dirty = useRef(false);
  const ownVersion = useRef<unknown>(undefined);

  useEffect(() => {
    if (!live) return;
    setState((s) => {
      const { base } = s;
      if (!base || base.id !== live.id) return { base: live, theirs: null, phase: 'none', noticedAt: null };
      if (sameVersion(live, base) || (s.theirs && sameVersion(live, s.theirs))) return s;
      if (ownVersion.current != null && versionOf(live) === ownVersion.current) return { base: live, theirs: null, phase: 'none', noticedAt: null };
      const noticedAt = new Date();
      if (!dirty.current) return { base: live, theirs: null, phase: 'refreshed', noticedAt };
      return { base, theirs: live, phase: s.phase === 'refused' ? 'refused' : 'changed', noticedAt };
    });
  }, [live]);

  useEffect(() => {
    if (gone) setState((s) => ({ ...s, phase: 'deleted', noticedAt: new Date() }));
  }, [gone]);

  const reload = useCallback(() => setState((s) => ({ base: s.theirs ?? s.base, theirs: null, phase: 'none', noticedAt: null })), []);
  const keepMine = useCallback(() => setState((s) => ({ ...s, phase: 'kept' })), []);
  const compare = useCallback(() => setState((s) => ({ ...s, phase: 'changed' })), []);
  const dismiss = useCallback(() => setState((s) => ({ ...s, phase: 'none' })), []);
  const refused = useCallback(() => setState((s) => ({ ...s, phase: 'refused', noticedAt: s.noticedAt ?? new Date() })), []);
  const overTheirs = useCallback(() => versionOf(state.theirs), [state.theirs]);
  const saved = useCallback((version: unknown) => {
    ownVersion.current = version;
  }, []);

  return { ...state, dirty, reload, keepMine, compare, dismiss, refused, overTheirs, saved };
}
