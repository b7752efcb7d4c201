// A day picker of the cycle forms ('YYYY-MM-DD'), with the server's message for its field beneath.
import { TextField } from '@mui/material';

interface DateBoxProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function DateBox({ label, value, error, onChange }: DateBoxProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      size="small"
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 190 } }}
    />
  );
}
