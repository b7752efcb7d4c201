// The rubric value box shared by the add row and the inline edit.
import type { KeyboardEvent } from 'react';
import { TextField } from '@mui/material';
import { RUBRIC_VALUE_HINT, RUBRIC_VALUE_MAX, RUBRIC_VALUE_MIN, parseRubricValue } from './rubric-record.js';

interface Props {
  value: string;
  onChange: (text: string) => void;
  onKeyDown?: (e: KeyboardEvent) => void;
  label?: string;
}

export function RubricValueField({ value, onChange, onKeyDown, label = 'Value' }: Props) {
  const invalid = parseRubricValue(value) === undefined;
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      error={invalid}
      helperText={invalid ? (value.trim() ? RUBRIC_VALUE_HINT : 'A value is required') : undefined}
      sx={{ width: 140 }}
      slotProps={{ htmlInput: { min: RUBRIC_VALUE_MIN, max: RUBRIC_VALUE_MAX, step: 1, 'aria-label': label } }}
    />
  );
}
