// One rubric: view mode, inline edit of name and value (both needed to save; Enter saves, Escape
// cancels), remove. The edit is undoable from its notification.
import { useState } from 'react';
import { Chip, IconButton, TableCell, TableRow, TextField, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useUpdate } from 'react-admin';
import { errorMessage } from '../_shared/server-errors.js';
import { deletedRowSx } from '../_settings-common/deleted-row-style.js';
import { inlineEditKeys } from '../_settings-common/inline-edit-keys.js';
import type { SettingsWriteAccess } from '../_settings-common/settings-access.js';
import rubricsResource from '../../resources/rubrics.js';
import { RowHistoryButton } from '../_settings-common/RowHistoryButton.js';
import { RUBRIC_NAME_MAX, RUBRICS_RESOURCE, parseRubricValue, type RubricRecord } from './rubric-record.js';
import { RubricValueField } from './RubricValueField.js';

interface RubricRowProps {
  rubric: RubricRecord;
  access: SettingsWriteAccess;
  onRemove: (rubric: RubricRecord) => void;
}

interface Draft {
  name: string;
  value: string;
}

export function RubricRow({ rubric, access, onRemove }: RubricRowProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [update] = useUpdate<RubricRecord>();
  const notify = useNotify();
  const deleted = Boolean(rubric.isDeleted);
  const draftName = draft?.name.trim() ?? '';
  const draftValue = draft ? parseRubricValue(draft.value) : undefined;
  const canSave = draftName.length > 0 && draftValue !== undefined;

  const save = () => {
    if (!canSave) return; // an update needs both name and value (spec 3 §5)
    if (draftName !== rubric.name || draftValue !== rubric.value)
      update(
        RUBRICS_RESOURCE,
        { id: rubric.id, data: { name: draftName, value: draftValue }, previousData: rubric },
        {
          mutationMode: 'undoable',
          onSuccess: () => notify(`Rubric "${draftName}" saved`, { undoable: true }),
          onError: (e) => notify(errorMessage(e, 'The rubric could not be saved.'), { type: 'error' }),
        },
      );
    setDraft(null);
  };
  const cancel = () => setDraft(null);
  const keys = inlineEditKeys(save, cancel);

  return (
    <TableRow sx={deleted ? deletedRowSx : undefined} data-testid={`rubric-row-${rubric.id}`}>
      <TableCell>
        {draft ? (
          <TextField
            size="small"
            autoFocus
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            onKeyDown={keys}
            error={!draftName}
            helperText={draftName ? undefined : 'A name is required'}
            slotProps={{ htmlInput: { maxLength: RUBRIC_NAME_MAX, 'aria-label': 'Rubric name' } }}
          />
        ) : (
          rubric.name
        )}
      </TableCell>
      <TableCell>{draft ? <RubricValueField value={draft.value} onChange={(value) => setDraft({ ...draft, value })} onKeyDown={keys} /> : rubric.value}</TableCell>
      <TableCell>{deleted && <Chip size="small" label="Deleted" />}</TableCell>
      <TableCell align="right">
        {!draft && <RowHistoryButton def={rubricsResource} id={rubric.id} name={rubric.name} />}
        {!deleted && draft && (
          <>
            <Tooltip title="Save">
              <span>
                <IconButton aria-label="Save" onClick={save} disabled={!canSave}>
                  <CheckIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Cancel">
              <IconButton aria-label="Cancel" onClick={cancel}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        {!deleted && !draft && access.canEdit && (
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${rubric.name}`} onClick={() => setDraft({ name: rubric.name, value: String(rubric.value ?? '') })}>
              <EditIcon />
            </IconButton>
          </Tooltip>
        )}
        {!deleted && !draft && access.canDelete && (
          <Tooltip title="Remove">
            <IconButton aria-label={`Remove ${rubric.name}`} onClick={() => onRemove(rubric)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
