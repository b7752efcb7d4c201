// Search box over the list: the resource's full-text filter `q` (every word must match), debounced.
import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'react-admin';

export function SearchBox({ label }: { label: string }) {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(typeof filterValues.q === 'string' ? filterValues.q : '');

  const change = (value: string) => {
    setText(value);
    const { q: _previous, ...rest } = filterValues;
    setFilters(value.trim() ? { ...rest, q: value.trim() } : rest, undefined, true);
  };

  return (
    <TextField
      size="small"
      placeholder="Search"
      value={text}
      onChange={(e) => change(e.target.value)}
      sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}
      slotProps={{
        htmlInput: { 'aria-label': label },
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
