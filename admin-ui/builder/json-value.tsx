// A JSON value on a screen: stored data in the program's own names (a rule explanation's facts, a
// definition's operators), not words people read. It shows as what it holds ("5 entries"), and as
// itself on request (docs/decisions.md, "JSON fields on the generated screens").
import { Box, Button as MuiButton } from '@mui/material';
import { useState } from 'react';

/** "3 items", "5 entries": what a JSON value holds, in words. */
function jsonSize(value: object): string {
  const n = Array.isArray(value) ? value.length : Object.keys(value).length;
  const [one, many] = Array.isArray(value) ? ['item', 'items'] : ['entry', 'entries'];
  return n === 0 ? 'Empty' : `${n} ${n === 1 ? one : many}`;
}

export function JsonValue({ value }: { value: unknown }) {
  const [open, setOpen] = useState(false);
  if (value == null) return null;
  if (typeof value !== 'object') return <>{String(value)}</>;
  return (
    <Box component="span">
      {jsonSize(value)}{' '}
      <MuiButton size="small" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ minWidth: 0, py: 0 }}>
        {open ? 'Hide the stored data' : 'Show the stored data'}
      </MuiButton>
      {open && (
        <Box component="pre" sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(value, null, 2)}
        </Box>
      )}
    </Box>
  );
}
