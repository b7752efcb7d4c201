// One row of an inline list: its values, then in place the boxes to change them (Enter or the check
// saves, Escape or the cross cancels; spec 3 §4 "view, inline edit, then saved or cancelled"), the
// toggles of inlineList.toggles, removal and the audit history. A deleted row is marked and keeps
// only its history.
import { useState } from 'react';
import { Chip, IconButton, Stack, TableCell, TableRow } from '@mui/material';
import { ActionTooltip } from './ActionTooltip.js';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import FlagIcon from '@mui/icons-material/Flag';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import type { RaRecord } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../core/model/define.js';
import { fieldLabel, inSentence } from '../labels.js';
import { toChoices } from '../model-helpers.js';
import { cellText, parseCell, parseRow } from './cell-values.js';
import { CellInput } from './CellInput.js';
import { inlineEditKeys } from './inline-edit-keys.js';
import type { InlineLabels } from './inline-labels.js';
import { RowHistoryButton } from './RowHistoryButton.js';
import type { WriteAccess } from './use-write-access.js';
import { useRowSave } from './use-row-save.js';

/** Deleted rows stay listed but read as gone: greyed and without actions. */
const deletedRowSx = { opacity: 0.5, '& td': { color: 'text.disabled' } } as const;

interface InlineRowProps {
  def: ResourceDef;
  fields: Record<string, FieldDef>;
  labels: InlineLabels;
  record: RaRecord;
  access: WriteAccess;
  /** the text that names the record (its recordRepresentation) */
  text: (record: RaRecord) => string;
  onRemove: (record: RaRecord) => void;
}

function shownValue(field: FieldDef, value: unknown): string {
  if (field.type === 'enum') return toChoices(field.values).find((c) => String(c.id) === String(value))?.name ?? cellText(value);
  return cellText(value);
}

export function InlineRow({ def, fields, labels, record, access, text, onRemove }: InlineRowProps) {
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  /** values being written: shown in the row until the server answers */
  const [saving, setSaving] = useState<Record<string, unknown> | null>(null);
  const save = useRowSave(def, labels);
  const toggles = def.inlineList?.toggles ?? [];
  const deleted = Boolean(def.softDelete && record[def.softDelete]);
  const name = text(record);
  const shown = saving ? { ...record, ...saving } : record;
  const names = Object.keys(fields);
  const values = draft ? parseRow(fields, draft) : undefined;

  const startEdit = () => {
    setDraft(Object.fromEntries(names.map((n) => [n, cellText(record[n])])));
    setTouched(new Set());
    setServerErrors({});
  };
  const cancel = () => setDraft(null);

  const write = async (changes: Record<string, unknown>, done: string, draftBack?: Record<string, string>) => {
    setSaving(changes);
    const outcome = await save(record, changes, done, names);
    setSaving(null);
    if (!outcome.ok && draftBack) {
      setDraft(draftBack);
      setServerErrors(outcome.fieldErrors);
    }
  };

  const saveDraft = () => {
    if (!draft) return;
    if (!values) {
      setTouched(new Set(names)); // an update needs every value valid (spec 3 §5)
      return;
    }
    const changes = Object.fromEntries(Object.entries(values).filter(([n, v]) => (record[n] ?? null) !== v));
    const kept = draft;
    setDraft(null);
    if (!Object.keys(changes).length) return;
    const newName = def.recordRepresentation && def.recordRepresentation in changes ? String(changes[def.recordRepresentation]) : name;
    const done = names.length === 1 && names[0] === def.recordRepresentation ? `${labels.one} renamed to "${newName}"` : `${labels.one} "${newName}" saved`;
    void write(changes, done, kept);
  };

  const toggle = (flag: string) => {
    const label = inSentence(fieldLabel(flag, def.fields[flag]));
    const on = !record[flag];
    void write({ [flag]: on }, on ? `${labels.one} "${name}" marked ${label}` : `${labels.one} "${name}" no longer marked ${label}`);
  };

  const keys = inlineEditKeys(saveDraft, cancel);
  const errorOf = (n: string) => {
    if (serverErrors[n]) return serverErrors[n];
    const parsed = parseCell(n, fields[n], draft?.[n] ?? '');
    return (touched.has(n) || draft?.[n] !== cellText(record[n])) && !parsed.ok ? parsed.message : undefined;
  };

  return (
    <TableRow sx={deleted ? deletedRowSx : undefined} data-testid={`${def.name}-row-${record.id}`} aria-busy={saving ? true : undefined}>
      {names.map((n, i) => (
        <TableCell key={n}>
          {draft ? (
            <CellInput
              field={fields[n]}
              label={labels.rowField(n, fields[n])}
              text={draft[n] ?? ''}
              autoFocus={i === 0}
              onChange={(value) => {
                setDraft((d) => ({ ...(d ?? {}), [n]: value }));
                setServerErrors(({ [n]: _dropped, ...rest }) => rest);
              }}
              onKeyDown={keys}
              error={errorOf(n)}
            />
          ) : (
            shownValue(fields[n], shown[n])
          )}
        </TableCell>
      ))}
      {(toggles.length > 0 || def.softDelete) && (
        <TableCell>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {toggles.filter((t) => shown[t]).map((t) => (
              <Chip key={t} size="small" variant="outlined" icon={<FlagIcon />} label={fieldLabel(t, def.fields[t])} />
            ))}
            {deleted && <Chip size="small" label="Deleted" />}
          </Stack>
        </TableCell>
      )}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {!draft && <RowHistoryButton def={def} id={record.id} name={name} />}
        {!deleted && draft && (
          <>
            <ActionTooltip title="Save">
              <span>
                <IconButton aria-label="Save" onClick={saveDraft} disabled={!values}>
                  <CheckIcon />
                </IconButton>
              </span>
            </ActionTooltip>
            <ActionTooltip title="Cancel">
              <IconButton aria-label="Cancel" onClick={cancel}>
                <CloseIcon />
              </IconButton>
            </ActionTooltip>
          </>
        )}
        {!deleted && !draft && access.canEdit && (
          <>
            <ActionTooltip title={labels.edit('').trim()}>
              <span>
                <IconButton aria-label={labels.edit(name)} onClick={startEdit} disabled={Boolean(saving)}>
                  <EditIcon />
                </IconButton>
              </span>
            </ActionTooltip>
            {toggles.map((t) => {
              const label = inSentence(fieldLabel(t, def.fields[t]));
              const action = record[t] ? `Clear ${label}` : `Mark ${label}`;
              return (
                <ActionTooltip key={t} title={action}>
                  <span>
                    <IconButton aria-label={`${action}: ${name}`} onClick={() => toggle(t)} disabled={Boolean(saving)}>
                      {record[t] ? <FlagIcon /> : <OutlinedFlagIcon />}
                    </IconButton>
                  </span>
                </ActionTooltip>
              );
            })}
          </>
        )}
        {!deleted && !draft && access.canDelete && (
          <ActionTooltip title="Remove">
            <IconButton aria-label={labels.remove(name)} onClick={() => onRemove(record)}>
              <DeleteIcon />
            </IconButton>
          </ActionTooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
