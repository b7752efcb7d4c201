// One cache: what it holds, its entries on the server that answered, and its Clear button.
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { countText } from '../course-search/FacetPanel.js';
import type { CacheInfo } from '../../core/contract/caches.js';

export function CacheCard({ cache, busy, onClear }: { cache: CacheInfo; busy: boolean; onClear: () => void }) {
  const titleId = `cache-${cache.name}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2">
          {cache.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {cache.description}
        </Typography>
        <Typography variant="body2">
          {countText(cache.entries ?? 0)} {cache.entries === 1 ? 'entry' : 'entries'} on this server
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" variant="outlined" onClick={onClear} disabled={busy} aria-label={`Clear ${cache.title}`}>
          Clear
        </Button>
      </CardActions>
    </Card>
  );
}
