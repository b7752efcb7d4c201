// Header statistics: whatever GET /api/admin/stats/header answers for the user (reviewers: in queue,
// in review, completed, this week, today; pending accreditations, audit cancellations …); nothing
// when it has none. The figures are read again every minute and whenever a screen moves submissions
// (useRefreshReviewData invalidates this query); the live hub (admin-ui/hub) replaces them as they move.
// The navbar keeps one line: what does not fit the window's width folds into a "more" chip.
import { Box, Chip, List, ListItem, ListItemText, Popover, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getJson } from '../data/http.js';

export interface HeaderStat {
  key: string;
  label: string;
  value: number | string;
}

export const HEADER_STATS_QUERY_KEY = ['header-stats'] as const;
const REFRESH_MS = 60_000;

/** How many chips fit beside the title, the user search and the icons at each width (about 120 px a chip). */
function useVisibleCount(): number {
  const xl = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  const lg = useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'));
  if (xl) return 8;
  if (lg) return 5;
  return 3;
}

const chipSx = { color: 'inherit', borderColor: 'currentColor' } as const;

function MoreStats({ stats }: { stats: HeaderStat[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        sx={chipSx}
        label={`+${stats.length} more`}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-label={`${stats.length} more statistics`}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <List dense aria-label="More statistics">
          {stats.map((s) => (
            <ListItem key={s.key}>
              <ListItemText primary={`${s.label}: ${s.value}`} />
            </ListItem>
          ))}
        </List>
      </Popover>
    </>
  );
}

/** The user's header figures: kept live by the admin hub (admin-ui/hub/LiveHub.tsx), read again every minute besides. */
export function useHeaderStats(): HeaderStat[] {
  const { data } = useQuery({
    queryKey: HEADER_STATS_QUERY_KEY,
    queryFn: ({ signal }) => getJson<{ stats?: HeaderStat[] }>('/api/admin/stats/header', signal),
    refetchInterval: REFRESH_MS,
    // a failed read leaves the header without figures; it is tried again at the next interval
    retry: false,
  });
  return data?.stats ?? [];
}

export function HeaderStats() {
  const visibleCount = useVisibleCount();
  const stats = useHeaderStats();
  if (!stats.length) return null;
  // one chip of "more" is no saving: show them all when only one would fold
  const shown = stats.length > visibleCount + 1 ? stats.slice(0, visibleCount) : stats;
  const folded = stats.slice(shown.length);
  return (
    <Box component="ul" aria-label="Statistics" sx={{ display: 'flex', flexWrap: 'nowrap', gap: 1, listStyle: 'none', m: 0, mx: 2, p: 0, minWidth: 0 }}>
      {shown.map((s) => (
        <li key={s.key}>
          <Chip size="small" variant="outlined" sx={chipSx} label={`${s.label}: ${s.value}`} />
        </li>
      ))}
      {folded.length > 0 && (
        <li>
          <MoreStats stats={folded} />
        </li>
      )}
    </Box>
  );
}
