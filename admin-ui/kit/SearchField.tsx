// The tables' search box: placeholder "Search" (spec 3 §9), a label for screen readers naming what it
// searches, and the text handed on once typing pauses, so each keystroke is not a request.
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

const PAUSE_MS = 300;

export interface SearchFieldProps {
  value: string;
  onSearch: (text: string) => void;
  /** "Search the submitted queue" */
  label: string;
}

export function SearchField({ value, onSearch, label }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      size="small"
      fullWidth={false}
      type="search"
      placeholder="Search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ m: 0, flex: '1 1 220px', width: { xs: '100%', sm: 'auto' }, maxWidth: { xs: 'none', sm: 360 } }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
