// The district of a school's general information: a district of the directory found by name or code
// (GET /api/institution/search/district), or Other (-1, spec 2 §9) with the name the applicant gave.
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { REGISTRATIONS_QUERY_ROOT, type RegistrationsApi } from '../registrations-api.js';
import { OTHER_DISTRICT_ID } from '../../../core/spec-constants.js';

type Doc = Record<string, unknown>;
interface Choice {
  id: number;
  name: string;
}

const OTHER: Choice = { id: OTHER_DISTRICT_ID, name: 'Other (not in the directory)' };

export function DistrictPicker({ id, api, doc, onChange, error }: { id: string; api: RegistrationsApi; doc: Doc; onChange: (next: Doc) => void; error?: string }) {
  const districtId = typeof doc.districtId === 'number' ? doc.districtId : null;
  const current: Choice | null = districtId === null ? null : districtId === OTHER_DISTRICT_ID ? OTHER : { id: districtId, name: typeof doc.districtName === 'string' ? doc.districtName : `District ${districtId}` };
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery({
    queryKey: [REGISTRATIONS_QUERY_ROOT, 'district-search', q],
    queryFn: ({ signal }) => api.searchDistricts(q, signal),
    enabled: q.length >= 2 && q !== current?.name,
    staleTime: 60_000,
  });
  const options: Choice[] = [OTHER, ...(search.data ?? []).map((d) => ({ id: d.institutionId, name: d.streetCity ? `${d.name} (${d.streetCity})` : d.name }))];
  return (
    <Autocomplete
      id={id}
      options={options}
      value={current}
      onChange={(_, v) => onChange({ ...doc, districtId: v?.id ?? null, districtName: v && v.id !== OTHER_DISTRICT_ID ? v.name : undefined, ...(v?.id === OTHER_DISTRICT_ID ? {} : { otherDistrictName: null }) })}
      inputValue={text}
      onInputChange={(_, v) => setText(v)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(o) => o}
      loading={search.isFetching}
      renderInput={(params) => <TextField {...params} label="District" size="small" error={Boolean(error)} helperText={error ?? 'Type two letters or more of the district’s name or CDS code, or choose Other.'} />}
    />
  );
}
