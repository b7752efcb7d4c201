// The current page of a settings list (tags, rubrics …) from the surrounding list context, with the
// row being removed held here so one removal dialog serves the whole table.
import { useState, type ReactNode } from 'react';
import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';
import { errorMessage } from '../_shared/server-errors.js';

interface SettingsTableProps<T extends RaRecord> {
  label: string;
  /** column headings before the Actions column */
  columns: string[];
  emptyText: string;
  loadError: string;
  row: (record: T, remove: (record: T) => void) => ReactNode;
  removeDialog: (removing: T | null, close: () => void) => ReactNode;
}

export function SettingsTable<T extends RaRecord>({ label, columns, emptyText, loadError, row, removeDialog }: SettingsTableProps<T>) {
  const { data, isPending, error } = useListContext<T>();
  const [removing, setRemoving] = useState<T | null>(null);

  if (isPending) return <LinearProgress />;
  if (error) return <Typography color="error">{errorMessage(error, loadError)}</Typography>;

  return (
    <>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>{emptyText}</TableCell>
            </TableRow>
          )}
          {data.map((record) => row(record, setRemoving))}
        </TableBody>
      </Table>
      {removeDialog(removing, () => setRemoving(null))}
    </>
  );
}
