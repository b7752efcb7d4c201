// An institution chosen by typing part of its name (open institutions only, 20 at a time), as the
// create-course, copy-course and copy-course-list modals ask for one.
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';

export interface PickedInstitution {
  id: number;
  name: string;
  institutionTypeId: number;
}

export interface InstitutionPickerProps {
  id: string;
  label: string;
  value: PickedInstitution | null;
  onChange: (value: PickedInstitution | null) => void;
  error?: string;
  required?: boolean;
  /** searching only while the modal is open */
  enabled: boolean;
}

export function InstitutionPicker({ id, label, value, onChange, error, required, enabled }: InstitutionPickerProps) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (!enabled) setText('');
  }, [enabled]);
  const search = useGetList<PickedInstitution>('institutions', { filter: { q, isActive: true }, pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } }, { enabled: enabled && q.length >= 2 });
  return (
    <Autocomplete
      id={id}
      options={search.data ?? []}
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={text}
      onInputChange={(_, v) => setText(v)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(o) => o}
      loading={search.isFetching}
      noOptionsText={text.trim().length < 2 ? 'Type two letters or more of the name' : 'No institution found'}
      renderInput={(params) => <TextField {...params} label={label} size="small" required={required} error={Boolean(error)} helperText={error} />}
    />
  );
}
