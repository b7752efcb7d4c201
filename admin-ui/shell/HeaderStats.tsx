// Header statistics: whatever GET /api/admin/stats/header answers; nothing when it has none.
import { Box, Chip } from '@mui/material';
import { useServerJson } from '../data/useServerJson.js';

export interface HeaderStat {
  key: string;
  label: string;
  value: number | string;
}

export function HeaderStats() {
  const result = useServerJson<{ stats: HeaderStat[] }>('/api/admin/stats/header');
  const stats = result.state === 'done' ? (result.data.stats ?? []) : [];
  if (!stats.length) return null;
  return (
    <Box component="ul" aria-label="Statistics" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, mx: 2, p: 0 }}>
      {stats.map((s) => (
        <li key={s.key}>
          <Chip size="small" variant="outlined" sx={{ color: 'inherit', borderColor: 'currentColor' }} label={`${s.label}: ${s.value}`} />
        </li>
      ))}
    </Box>
  );
}
