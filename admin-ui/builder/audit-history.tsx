// "Audit history" of one record: who created, updated or deleted it, when, and what changed.
import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Box,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { Button, HttpError, useRecordContext } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { dateTimeText, dayText } from '../../core/time/office-time.js';
import { useServerJson } from '../data/useServerJson.js';
import { useAppConfig } from '../shell/app-config.js';
import { singularLabel } from './labels.js';
import { JsonValue } from './json-value.js';
import { fieldLabel, toChoices } from './model-helpers.js';
import { useRecordTitle } from './use-record-title.js';

export interface AuditChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

export interface AuditEntry {
  id: number | string;
  auditType: 'I' | 'U' | 'D';
  /** the login name the entry kept */
  userName: string | null;
  /** who made it, as people read it (server/audit/person-names.ts) */
  personName?: string | null;
  createdAt: string;
  changes: AuditChange[];
}

export const AUDIT_TYPE_LABELS: Record<AuditEntry['auditType'], string> = { I: 'Created', U: 'Updated', D: 'Deleted' };

/** The history of the record in context; `title` names it in the dialog when its representation would not. */
export function AuditHistoryButton({ def, title }: { def: ResourceDef; title?: string }) {
  const record = useRecordContext();
  const name = useRecordTitle(def, record);
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="Audit history" onClick={() => setOpen(true)}>
        <HistoryIcon />
      </Button>
      {open && <AuditHistoryDialog def={def} id={record.id} title={title ?? (name || singularLabel(def))} onClose={() => setOpen(false)} />}
    </>
  );
}

export function AuditHistoryDialog({ def, id, title, onClose }: { def: ResourceDef; id: string | number; title: string; onClose: () => void }) {
  const load = useServerJson<{ entries: AuditEntry[] }>(`/api/admin/audit/${encodeURIComponent(def.name)}/${encodeURIComponent(String(id))}`);
  const entries = load.state === 'done' ? (load.data.entries ?? []) : [];

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-history-title">
      <DialogTitle id="audit-history-title">Audit history: {title}</DialogTitle>
      <DialogContent dividers>
        {load.state === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label="Loading audit history" />
          </Box>
        )}
        {load.state === 'failed' && <Alert severity="error">{failureMessage(load.error)}</Alert>}
        {load.state === 'done' && !entries.length && <Alert severity="info">No changes have been recorded.</Alert>}
        {entries.length > 0 && <AuditTable def={def} entries={entries} />}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>Close</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function AuditTable({ def, entries }: { def: ResourceDef; entries: AuditEntry[] }) {
  const { model } = useAppConfig();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>User</TableCell>
          <TableCell>Changes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(entry.createdAt) || entry.createdAt}</TableCell>
            <TableCell>{AUDIT_TYPE_LABELS[entry.auditType] ?? entry.auditType}</TableCell>
            <TableCell>{entry.personName || entry.userName || 'System'}</TableCell>
            <TableCell>
              {entry.changes?.map((change) => (
                <Box key={change.field} sx={{ mb: 0.5 }}>
                  <strong>{fieldLabel(change.field, def.fields[change.field], model)}</strong>: <Changed def={def} field={change.field} value={change.oldValue} /> →{' '}
                  <Changed def={def} field={change.field} value={change.newValue} />
                </Box>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One side of a change: stored JSON as what it holds (json-value.tsx), anything else as text. */
function Changed({ def, field, value }: { def: ResourceDef; field: string; value: unknown }) {
  if (value !== null && typeof value === 'object' && !def.fields[field]?.values?.length) return <JsonValue value={value} />;
  return <ChangeValue text={formatValue(def, field, value)} />;
}

const SHORT_VALUE = 160;

/** A long value (a JSON document, a long text) shows its start, and all of it on request. */
function ChangeValue({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= SHORT_VALUE) return <>{text}</>;
  return (
    <>
      <Box component="span" sx={{ wordBreak: 'break-word', fontFamily: text.startsWith('{') || text.startsWith('[') ? 'monospace' : undefined }}>
        {open ? text : `${text.slice(0, SHORT_VALUE)}…`}
      </Box>{' '}
      <MuiButton size="small" onClick={() => setOpen(!open)} sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline' }}>
        {open ? 'less' : `all ${text.length} characters`}
      </MuiButton>
    </>
  );
}

function failureMessage(error: unknown): string {
  const denied = error instanceof HttpError && (error.status === 403 || error.status === 401);
  return denied ? 'You do not have access to the audit history.' : 'The audit history could not be loaded.';
}

function formatValue(def: ResourceDef, field: string, value: unknown): string {
  if (value == null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // dates and times as every screen shows them (the entry stores them as ISO text)
  const type = def.fields[field]?.type;
  if (type === 'datetime') return dateTimeText(value as string) || String(value);
  if (type === 'date') return dayText(value) || String(value);
  // coded values (an enum, a list of abilities) read as their names
  const values = def.fields[field]?.values;
  if (values?.length) {
    const nameOf = (v: unknown) => toChoices(values).find((c) => String(c.id) === String(v))?.name ?? String(v);
    if (Array.isArray(value)) return value.length ? value.map(nameOf).join(', ') : '(none)';
    return nameOf(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return def.fields[field]?.type === 'richtext' ? text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : text;
}
