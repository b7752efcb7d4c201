// The institution filter (spec 1 §2, §7): an autocomplete on the staff institution search (name,
// ATP or CDS code; closed ones after open ones); an institution read from the URL is named by the
// look-up by id.
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useState } from 'react';
import { useReviewCall } from '../../admin-ui/kit/review-call.js';
import { SEARCH_QUERY_ROOT, searchApi } from './search-api.js';
import type { InstitutionHit } from '../../core/contract/institution-search.js';

const PAUSE_MS = 250;

export interface InstitutionFilterProps {
  institutionId: number | null;
  onChange: (institutionId: number | null) => void;
}

const describe = (i: InstitutionHit) => [i.atpCode && `ATP ${i.atpCode}`, i.city, !i.isActive && 'closed'].filter(Boolean).join(' · ');

/** The institution of an id (one read from the URL), by the look-up call. */
export function useNamedInstitution(institutionId: number | null) {
  const call = useReviewCall();
  return useQuery({
    queryKey: [SEARCH_QUERY_ROOT, 'institution', institutionId],
    queryFn: async ({ signal }) => (await searchApi(call).institutionsById([institutionId!], signal))[0] ?? null,
    enabled: institutionId !== null,
    staleTime: 10 * 60_000,
  });
}

/** Drawn again only when its own value changes, not at every facet click. */
export const InstitutionFilter = memo(function InstitutionFilter({ institutionId, onChange }: InstitutionFilterProps) {
  const call = useReviewCall();
  const api = useMemo(() => searchApi(call), [call]);
  // what the box shows, and what the user typed (the box also shows the chosen name, not a search)
  const [text, setText] = useState('');
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<InstitutionHit | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(input.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const named = useNamedInstitution(institutionId);
  const found = useQuery({
    queryKey: [SEARCH_QUERY_ROOT, 'institutions', typed],
    queryFn: ({ signal }) => api.institutions(typed, signal),
    enabled: typed.length >= 2,
    staleTime: 60_000,
  });
  const value = institutionId === null ? null : chosen?.institutionId === institutionId ? chosen : (named.data ?? null);

  return (
    <Autocomplete
      id="course-search-institution"
      size="small"
      sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
      options={found.data ?? []}
      value={value}
      onChange={(_e, next) => {
        setChosen(next);
        onChange(next?.institutionId ?? null);
      }}
      inputValue={text}
      onInputChange={(_e, next, reason) => {
        setText(next);
        if (reason === 'input') setInput(next);
      }}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.institutionId === b.institutionId}
      filterOptions={(o) => o}
      loading={found.isFetching}
      noOptionsText={typed.length < 2 ? 'Type two letters or more of the name or code' : 'No institution found'}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2">{option.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {describe(option)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Institution" placeholder={institutionId !== null && named.isPending ? 'Loading…' : 'Any institution'} />}
    />
  );
});
