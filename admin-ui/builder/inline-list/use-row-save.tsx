// Saving a row of an inline list: the change is written at once (a reload right after keeps it), and
// its notification offers Undo, which writes the previous values back as a new change. react-admin's
// undoable mode would hold the write back for the notification's lifetime and lose it on a reload.
import { Button, Stack } from '@mui/material';
import { useCloseNotification, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { ROW_VERSION, type ResourceDef } from '../../../core/model/define.js';
import { failureMessage, fieldErrorsOf } from './failure.js';
import type { InlineLabels } from './inline-labels.js';

/** The record's version goes back with the write, so a change made meanwhile by someone else is refused (409). */
const withVersion = (record: RaRecord, data: Record<string, unknown>) => (record[ROW_VERSION] != null ? { ...data, [ROW_VERSION]: record[ROW_VERSION] } : data);

function UndoableMessage({ text, onUndo }: { text: string; onUndo: () => void }) {
  const close = useCloseNotification();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <span>{text}</span>
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        onClick={() => {
          close();
          onUndo();
        }}
      >
        Undo
      </Button>
    </Stack>
  );
}

export type SaveOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

export function useRowSave(def: ResourceDef, labels: InlineLabels) {
  const [update] = useUpdate();
  const notify = useNotify();

  const write = (record: RaRecord, changes: Record<string, unknown>) =>
    update(def.name, { id: record.id, data: withVersion(record, changes), previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }) as Promise<RaRecord>;

  /**
   * Writes `changes` of `record`; `done` is the notification's text. A refusal about one of the
   * `shownFields` comes back as field errors for the row to show under its boxes; any other is notified.
   */
  return async (record: RaRecord, changes: Record<string, unknown>, done: string, shownFields: readonly string[] = []): Promise<SaveOutcome> => {
    const previous = Object.fromEntries(Object.keys(changes).map((k) => [k, record[k] ?? null]));
    let saved: RaRecord;
    try {
      saved = await write(record, changes);
    } catch (error) {
      const fieldErrors = Object.fromEntries(Object.entries(fieldErrorsOf(error)).filter(([name]) => shownFields.includes(name)));
      if (!Object.keys(fieldErrors).length) notify(failureMessage(error, `The ${labels.oneInSentence} could not be saved.`), { type: 'error' });
      return { ok: false, fieldErrors };
    }
    const undo = () =>
      write(saved, previous).then(
        () => notify(`Undone: ${done}`, { type: 'info' }),
        (error) => notify(failureMessage(error, 'The change could not be undone.'), { type: 'error' }),
      );
    notify(<UndoableMessage text={done} onUndo={undo} />, { type: 'success', autoHideDuration: 10_000 });
    return { ok: true };
  };
}
