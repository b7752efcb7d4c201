// A labelled native select (keyboard and screen readers as the browser gives them; tests pick options by name).
import { TextField } from '@mui/material';

export interface Choice {
  id: number;
  name: string;
  disabled?: boolean;
}

export interface NativeSelectProps {
  id: string;
  label: string;
  value: number | null;
  choices: readonly Choice[];
  onChange: (value: number | null) => void;
  /** the empty choice's text; without it a value is always chosen */
  emptyLabel?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

export function NativeSelect({ id, label, value, choices, onChange, emptyLabel, error, required, disabled, helperText }: NativeSelectProps) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value == null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required={required}
      disabled={disabled}
      fullWidth
      size="small"
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {choices.map((c) => (
        <option key={c.id} value={String(c.id)} disabled={c.disabled}>
          {c.name}
        </option>
      ))}
    </TextField>
  );
}
