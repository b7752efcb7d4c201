// The columns of the search indexes: per index its size, when and how fast it was built, how far
// behind the change log it runs, and its state (with the build's progress while it is being built). On
// narrow windows the build time and the lag go under the build's time, so the row fits.
import { Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import type { PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import { countText } from '../course-search/FacetPanel.js';
import type { IndexStatus } from '../../core/contract/search-indexes.js';
import { bytesText, durationText, builtAtText } from './units.js';
import { NARROW_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import type { Wire } from '../../core/contract/wire.js';

const STATE_COLOR = { ready: 'success', building: 'info', failed: 'error' } as const;

function StateCell({ row, rebuildRequested }: { row: Wire<IndexStatus>; rebuildRequested: boolean }) {
  if (row.state === 'building') {
    const { done, total } = row.progress ?? { done: 0, total: 0 };
    return (
      <Box sx={{ minWidth: 160 }}>
        <Chip size="small" color="info" label="building" />
        <LinearProgress
          sx={{ mt: 1 }}
          variant={total > 0 ? 'determinate' : 'indeterminate'}
          value={total > 0 ? (100 * done) / total : undefined}
          aria-label={`Building the index ${row.indexName}`}
        />
        <Typography variant="caption" color="text.secondary">
          {countText(done)} / {countText(total)} documents
        </Typography>
      </Box>
    );
  }
  if (rebuildRequested) {
    return (
      <Box sx={{ minWidth: 160 }}>
        <Chip size="small" color="info" variant="outlined" label="rebuild requested" />
        <LinearProgress sx={{ mt: 1 }} aria-label={`Waiting for the rebuild of the index ${row.indexName}`} />
      </Box>
    );
  }
  return (
    <Box>
      <Chip size="small" color={STATE_COLOR[row.state]} label={row.state} />
      {row.state === 'failed' && row.error && (
        <Typography variant="caption" color="error" component="p">
          {row.error}
        </Typography>
      )}
    </Box>
  );
}

/**
 * `rebuildRequested`: the indexes deleted from this screen whose new build has not been seen yet;
 * `onDelete` asks to delete one.
 */
export function indexColumns(rebuildRequested: ReadonlySet<string>, onDelete: (row: Wire<IndexStatus>) => void): PagedColumn<Wire<IndexStatus>>[] {
  return [
    { label: 'Name', cellProps: () => ({ component: 'th', scope: 'row' }), cell: (row) => row.indexName },
    { label: 'Documents', align: 'right', cell: (row) => countText(row.documentCount) },
    {
      label: 'Memory',
      align: 'right',
      cell: (row) => (
        <>
          {bytesText(row.memoryBytes)}
          <Typography variant="caption" color="text.secondary" component="div">
            facets {bytesText(row.facetBytes)}
          </Typography>
        </>
      ),
    },
    {
      label: 'Built at',
      cell: (row) => (
        <>
          {builtAtText(row.builtAt)}
          {row.buildMs !== null && (
            <Typography variant="caption" color="text.secondary" component="div" sx={NARROW_ONLY}>
              built in {durationText(row.buildMs)}, lag {durationText(row.freshnessLagMs)}
            </Typography>
          )}
        </>
      ),
    },
    { label: 'Build time', align: 'right', only: 'wide', cell: (row) => durationText(row.buildMs) },
    { label: 'Freshness lag', align: 'right', only: 'wide', cell: (row) => durationText(row.freshnessLagMs) },
    { label: 'State', cell: (row) => <StateCell row={row} rebuildRequested={rebuildRequested.has(row.indexName)} /> },
    {
      label: 'Actions',
      cell: (row) => (
        <Button size="small" color="error" onClick={() => onDelete(row)} aria-label={`Delete the index ${row.indexName}`} disabled={row.state === 'building' || rebuildRequested.has(row.indexName)}>
          Delete
        </Button>
      ),
    },
  ];
}
