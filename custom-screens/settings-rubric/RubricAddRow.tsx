// Adds a rubric: a name is needed (spec 3 §5); the value starts at 0 and must stay within 0–5.
import { useState, type KeyboardEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCreate, useListContext, useNotify } from 'react-admin';
import { errorMessage, serverFieldErrors } from '../_shared/server-errors.js';
import { RUBRIC_NAME_MAX, RUBRICS_RESOURCE, parseRubricValue } from './rubric-record.js';
import { RubricValueField } from './RubricValueField.js';

export function RubricAddRow() {
  const [name, setName] = useState('');
  const [value, setValue] = useState('0');
  const [error, setError] = useState<string>();
  const [create, { isPending }] = useCreate();
  const { refetch } = useListContext();
  const notify = useNotify();
  const trimmed = name.trim();
  const parsedValue = parseRubricValue(value);
  const canAdd = trimmed.length > 0 && parsedValue !== undefined && !isPending;

  const add = () => {
    if (!canAdd) return;
    create(
      RUBRICS_RESOURCE,
      { data: { name: trimmed, value: parsedValue } },
      {
        onSuccess: () => {
          setName('');
          setValue('0');
          setError(undefined);
          notify(`Rubric "${trimmed}" added`, { type: 'success' });
          refetch();
        },
        onError: (e) => {
          const fields = serverFieldErrors(e);
          setError(fields?.name ?? fields?.value ?? errorMessage(e, 'The rubric could not be added.'));
        },
      },
    );
  };
  const onEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        label="New rubric name"
        size="small"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        onKeyDown={onEnter}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: RUBRIC_NAME_MAX } }}
      />
      <RubricValueField label="New rubric value" value={value} onChange={setValue} onKeyDown={onEnter} />
      <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={!canAdd}>
        Add rubric
      </Button>
    </Stack>
  );
}
