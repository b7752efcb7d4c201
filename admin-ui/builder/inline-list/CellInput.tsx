// The box of one field in the add row or an edited row: text, number or a select of the enum's values.
import type { KeyboardEvent } from 'react';
import { MenuItem, TextField } from '@mui/material';
import type { FieldDef } from '../../../core/model/define.js';
import { toChoices } from '../model-helpers.js';
import { isNumeric, maxLengthOf } from './cell-values.js';

interface CellInputProps {
  field: FieldDef;
  /** the box's accessible name; shown above the box when `showLabel` */
  label: string;
  showLabel?: boolean;
  text: string;
  onChange: (text: string) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  error?: string;
  autoFocus?: boolean;
}

export function CellInput({ field, label, showLabel = false, text, onChange, onKeyDown, error, autoFocus }: CellInputProps) {
  const numeric = isNumeric(field);
  const common = {
    size: 'small' as const,
    // the shell's theme makes boxes full width: in a table cell that is the cell; the add row sizes its own
    fullWidth: !showLabel,
    label: showLabel ? label : undefined,
    value: text,
    autoFocus,
    error: Boolean(error),
    helperText: error,
    onKeyDown,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  if (field.type === 'enum')
    return (
      <TextField {...common} select sx={{ minWidth: 160, width: showLabel ? { xs: '100%', sm: 'auto' } : undefined }} slotProps={{ htmlInput: { 'aria-label': label } }}>
        {toChoices(field.values).map((c) => (
          <MenuItem key={String(c.id)} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <TextField
      {...common}
      type={numeric ? 'number' : 'text'}
      sx={numeric ? { width: { xs: showLabel ? '100%' : 'auto', sm: 150 } } : showLabel ? { width: { xs: '100%', sm: 260 } } : undefined}
      slotProps={{
        htmlInput: numeric
          ? { min: field.min, max: field.max, step: field.type === 'integer' ? 1 : 'any', 'aria-label': label }
          : { maxLength: maxLengthOf(field), 'aria-label': label },
      }}
    />
  );
}
