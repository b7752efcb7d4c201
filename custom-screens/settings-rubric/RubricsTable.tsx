// The current page of rubrics, from the surrounding list context.
import { useState } from 'react';
import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { errorMessage } from '../_shared/server-errors.js';
import type { SettingsWriteAccess } from '../_settings-common/settings-access.js';
import { RemoveRubricDialog } from './RemoveRubricDialog.js';
import type { RubricRecord } from './rubric-record.js';
import { RubricRow } from './RubricRow.js';

export function RubricsTable({ access }: { access: SettingsWriteAccess }) {
  const { data, isPending, error } = useListContext<RubricRecord>();
  const [removing, setRemoving] = useState<RubricRecord | null>(null);

  if (isPending) return <LinearProgress />;
  if (error) return <Typography color="error">{errorMessage(error, 'The rubrics could not be loaded.')}</Typography>;

  return (
    <>
      <Table size="small" aria-label="Rubrics">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Value</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No rubrics yet.</TableCell>
            </TableRow>
          )}
          {data.map((rubric) => (
            <RubricRow key={rubric.id} rubric={rubric} access={access} onRemove={setRemoving} />
          ))}
        </TableBody>
      </Table>
      <RemoveRubricDialog rubric={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
