// Search box over tag names: the tags resource's full-text filter `q` (every word must match).
import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'react-admin';

export function TagSearch() {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(typeof filterValues.q === 'string' ? filterValues.q : '');

  const change = (value: string) => {
    setText(value);
    const { q: _previous, ...rest } = filterValues;
    setFilters(value.trim() ? { ...rest, q: value.trim() } : rest, undefined, true); // debounced
  };

  return (
    <TextField
      size="small"
      placeholder="Search"
      value={text}
      onChange={(e) => change(e.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': 'Search tags' },
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
