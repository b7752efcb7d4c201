// One tag: view mode, inline rename (Enter saves, Escape cancels), deprecated toggle and remove.
// Rename and the toggle are undoable: the change shows at once and a notification offers Undo.
import { useState } from 'react';
import { Chip, IconButton, Stack, TableCell, TableRow, TextField, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useNotify, useUpdate } from 'react-admin';
import { errorMessage } from '../_shared/server-errors.js';
import { deletedRowSx } from '../_settings-common/deleted-row-style.js';
import { inlineEditKeys } from '../_settings-common/inline-edit-keys.js';
import type { SettingsWriteAccess } from '../_settings-common/settings-access.js';
import tagsResource from '../../resources/tags.js';
import { RowHistoryButton } from '../_settings-common/RowHistoryButton.js';
import { TAG_NAME_MAX, TAGS_RESOURCE, type TagRecord } from './tag-record.js';

interface TagRowProps {
  tag: TagRecord;
  access: SettingsWriteAccess;
  onRemove: (tag: TagRecord) => void;
}

export function TagRow({ tag, access, onRemove }: TagRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [update] = useUpdate<TagRecord>();
  const notify = useNotify();
  const deleted = Boolean(tag.isDeleted);
  const editing = draft !== null;
  const draftName = draft?.trim() ?? '';

  const save = (data: Partial<TagRecord>, done: string) =>
    update(
      TAGS_RESOURCE,
      { id: tag.id, data, previousData: tag },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(done, { undoable: true }),
        onError: (e) => notify(errorMessage(e, 'The tag could not be saved.'), { type: 'error' }),
      },
    );

  const saveRename = () => {
    if (!draftName) return; // a rename needs a name (spec 3 §5)
    if (draftName !== tag.name) save({ name: draftName }, `Tag renamed to "${draftName}"`);
    setDraft(null);
  };
  const cancelRename = () => setDraft(null);

  const toggleDeprecated = () =>
    save({ isDeprecated: !tag.isDeprecated }, tag.isDeprecated ? `Tag "${tag.name}" is in use again` : `Tag "${tag.name}" marked deprecated`);

  return (
    <TableRow sx={deleted ? deletedRowSx : undefined} data-testid={`tag-row-${tag.id}`}>
      <TableCell>
        {editing ? (
          <TextField
            size="small"
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={inlineEditKeys(saveRename, cancelRename)}
            error={!draftName}
            helperText={draftName ? undefined : 'A name is required'}
            slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX, 'aria-label': 'Tag name' } }}
          />
        ) : (
          tag.name
        )}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          {tag.isDeprecated && <Chip size="small" color="warning" label="Deprecated" />}
          {deleted && <Chip size="small" label="Deleted" />}
        </Stack>
      </TableCell>
      <TableCell align="right">
        {!editing && <RowHistoryButton def={tagsResource} id={tag.id} name={tag.name} />}
        {!deleted && editing && (
          <>
            <Tooltip title="Save">
              <span>
                <IconButton aria-label="Save" onClick={saveRename} disabled={!draftName}>
                  <CheckIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Cancel">
              <IconButton aria-label="Cancel" onClick={cancelRename}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        {!deleted && !editing && access.canEdit && (
          <>
            <Tooltip title="Rename">
              <IconButton aria-label={`Rename ${tag.name}`} onClick={() => setDraft(tag.name)}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={tag.isDeprecated ? 'Clear deprecated' : 'Mark deprecated'}>
              <IconButton aria-label={`${tag.isDeprecated ? 'Clear deprecated' : 'Mark deprecated'}: ${tag.name}`} onClick={toggleDeprecated}>
                {tag.isDeprecated ? <UnarchiveIcon /> : <ArchiveIcon />}
              </IconButton>
            </Tooltip>
          </>
        )}
        {!deleted && !editing && access.canDelete && (
          <Tooltip title="Remove">
            <IconButton aria-label={`Remove ${tag.name}`} onClick={() => onRemove(tag)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
