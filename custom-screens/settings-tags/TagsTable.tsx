// The current page of tags, from the surrounding list context.
import { useState } from 'react';
import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { errorMessage } from '../_shared/server-errors.js';
import type { SettingsWriteAccess } from '../_settings-common/settings-access.js';
import { RemoveTagDialog } from './RemoveTagDialog.js';
import type { TagRecord } from './tag-record.js';
import { TagRow } from './TagRow.js';

export function TagsTable({ access }: { access: SettingsWriteAccess }) {
  const { data, isPending, error } = useListContext<TagRecord>();
  const [removing, setRemoving] = useState<TagRecord | null>(null);

  if (isPending) return <LinearProgress />;
  if (error) return <Typography color="error">{errorMessage(error, 'The tags could not be loaded.')}</Typography>;

  return (
    <>
      <Table size="small" aria-label="Tags">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>No tags found.</TableCell>
            </TableRow>
          )}
          {data.map((tag) => (
            <TagRow key={tag.id} tag={tag} access={access} onRemove={setRemoving} />
          ))}
        </TableBody>
      </Table>
      <RemoveTagDialog tag={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
