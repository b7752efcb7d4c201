// Adds a tag; the button stays disabled until a name is typed (spec 3 §5).
import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCreate, useListContext, useNotify } from 'react-admin';
import { errorMessage, serverFieldErrors } from '../_shared/server-errors.js';
import { TAG_NAME_MAX, TAGS_RESOURCE } from './tag-record.js';

export function TagAddRow() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [create, { isPending }] = useCreate();
  const { refetch } = useListContext();
  const notify = useNotify();
  const trimmed = name.trim();
  const canAdd = trimmed.length > 0 && !isPending;

  const add = () => {
    if (!canAdd) return;
    create(
      TAGS_RESOURCE,
      { data: { name: trimmed } },
      {
        onSuccess: () => {
          setName('');
          setError(undefined);
          notify(`Tag "${trimmed}" added`, { type: 'success' });
          refetch();
        },
        onError: (e) => setError(serverFieldErrors(e)?.name ?? errorMessage(e, 'The tag could not be added.')),
      },
    );
  };

  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        label="New tag name"
        size="small"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX } }}
      />
      <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={!canAdd}>
        Add tag
      </Button>
    </Stack>
  );
}
