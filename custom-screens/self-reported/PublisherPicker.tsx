// The summary's institution filter: an online publisher chosen by name (GET admin/institution/
// publisher/search/, closed publishers only when the summary includes them). At most 50 publishers
// exist, so they are read once and filtered as the user types.
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FILTER_FIELD_SX } from '../../admin-ui/kit/filter-layout.js';
import { SELF_REPORTED_QUERY_ROOT, type selfReportedApi } from './self-reported-api.js';
import type { PublisherOption } from '../../core/contract/self-reported.js';

export function PublisherPicker({ api, includeClosed, value, onChange }: { api: ReturnType<typeof selfReportedApi>; includeClosed: boolean; value: number | null; onChange: (id: number | null) => void }) {
  const publishers = useQuery({ queryKey: [SELF_REPORTED_QUERY_ROOT, 'publishers', includeClosed], queryFn: ({ signal }) => api.publishers(includeClosed, signal), staleTime: 5 * 60_000 });
  const options = publishers.data ?? [];
  const selected = options.find((p) => p.institutionId === value) ?? null;
  return (
    <Autocomplete<PublisherOption>
      size="small"
      options={options}
      value={selected}
      loading={publishers.isLoading}
      onChange={(_, p) => onChange(p?.institutionId ?? null)}
      getOptionLabel={(p) => (p.isActive ? p.name : `${p.name} (closed)`)}
      isOptionEqualToValue={(a, b) => a.institutionId === b.institutionId}
      sx={{ ...FILTER_FIELD_SX, width: { xs: '100%', sm: 300 } }}
      renderInput={(params) => <TextField {...params} label="Publisher" placeholder="All publishers" InputLabelProps={{ ...params.InputLabelProps, shrink: true }} />}
    />
  );
}
