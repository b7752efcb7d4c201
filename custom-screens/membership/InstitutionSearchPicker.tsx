// An institution of one kind chosen by typing two letters or more of its name, CDS or ATP code, through
// the spec's search (GET /api/institution/search/{school|district|schoolnetwork|rop}, spec 2 §7).
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import { MEMBERSHIP_QUERY_ROOT, type MembershipApi } from './membership-api.js';
import type { InstitutionOption } from '../../core/contract/membership.js';

export const SEARCH_KINDS = [
  { id: 'school', name: 'School' },
  { id: 'district', name: 'District' },
  { id: 'schoolnetwork', name: 'School network' },
  { id: 'rop', name: 'Regional occupational program' },
] as const;

export function InstitutionSearchPicker({ api, value, onChange, error }: { api: MembershipApi; value: InstitutionOption | null; onChange: (v: InstitutionOption | null) => void; error?: string }) {
  const [kind, setKind] = useState<string>('school');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery({ queryKey: [MEMBERSHIP_QUERY_ROOT, 'institution-search', kind, q], queryFn: ({ signal }) => api.searchInstitutions(kind, q, signal), enabled: q.length >= 2, staleTime: 60_000 });
  return (
    <>
      <TextField
        select
        {...FILTER_SELECT}
        id="membership-institution-kind"
        label="Kind"
        value={kind}
        onChange={(e) => {
          setKind(e.target.value);
          onChange(null);
        }}
      >
        {SEARCH_KINDS.map((k) => (
          <MenuItem key={k.id} value={k.id}>
            {k.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        id="membership-institution-picker"
        sx={{ minWidth: { xs: '100%', sm: 320 }, flex: 1 }}
        options={search.data ?? []}
        value={value}
        onChange={(_, v) => onChange(v)}
        inputValue={text}
        onInputChange={(_, v) => setText(v)}
        getOptionLabel={(o) => (o.streetCity ? `${o.name} (${o.streetCity})` : o.name)}
        isOptionEqualToValue={(a, b) => a.institutionId === b.institutionId}
        filterOptions={(o) => o}
        loading={search.isFetching}
        noOptionsText={text.trim().length < 2 ? 'Type two letters or more of the name or code' : 'No institution found'}
        renderInput={(params) => <TextField {...params} label="Institution" size="small" error={Boolean(error)} helperText={error} />}
      />
    </>
  );
}
