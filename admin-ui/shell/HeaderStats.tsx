// Header statistics: whatever GET /api/admin/stats/header answers for the user (reviewers: in queue,
// in review, completed, this week, today); nothing when it has none. The figures are read again every
// minute and whenever a screen moves submissions (useRefreshReviewData invalidates this query), the
// spec's live counts without a push channel.
import { Box, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../data/http.js';

export interface HeaderStat {
  key: string;
  label: string;
  value: number | string;
}

export const HEADER_STATS_QUERY_KEY = ['header-stats'] as const;
const REFRESH_MS = 60_000;

export function HeaderStats() {
  const { data } = useQuery({
    queryKey: HEADER_STATS_QUERY_KEY,
    queryFn: ({ signal }) => getJson<{ stats?: HeaderStat[] }>('/api/admin/stats/header', signal),
    refetchInterval: REFRESH_MS,
    // a failed read leaves the header without figures; it is tried again at the next interval
    retry: false,
  });
  const stats = data?.stats ?? [];
  if (!stats.length) return null;
  return (
    <Box component="ul" aria-label="Statistics" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, mx: 2, p: 0 }}>
      {stats.map((s) => (
        <li key={s.key}>
          <Chip size="small" variant="outlined" sx={{ color: 'inherit', borderColor: 'currentColor' }} label={`${s.label}: ${s.value}`} />
        </li>
      ))}
    </Box>
  );
}
