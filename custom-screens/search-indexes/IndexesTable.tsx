// One row per search index: its size, when and how fast it was built, how far behind the change log
// it runs, and its state (with the build's progress while it is being built). On narrow windows the
// build time and the lag go under the build's time, so the row fits.
import { Box, Button, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { countText } from '../course-search/FacetPanel.js';
import type { IndexStatus } from '../../core/contract/search-indexes.js';
import { bytesText, durationText, builtAtText } from './units.js';
import { WIDE_ONLY, NARROW_ONLY } from '../../admin-ui/kit/responsive-cells.js';
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

export interface IndexesTableProps {
  rows: Wire<IndexStatus>[];
  /** indexes deleted from this screen whose new build has not been seen yet */
  rebuildRequested: ReadonlySet<string>;
  onDelete: (row: Wire<IndexStatus>) => void;
}

export function IndexesTable({ rows, rebuildRequested, onDelete }: IndexesTableProps) {
  return (
    <Table size="small" aria-labelledby="search-indexes-title">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell align="right">Documents</TableCell>
          <TableCell align="right">Memory</TableCell>
          <TableCell>Built at</TableCell>
          <TableCell align="right" sx={WIDE_ONLY}>
            Build time
          </TableCell>
          <TableCell align="right" sx={WIDE_ONLY}>
            Freshness lag
          </TableCell>
          <TableCell>State</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.indexName}>
            <TableCell component="th" scope="row">
              {row.indexName}
            </TableCell>
            <TableCell align="right">{countText(row.documentCount)}</TableCell>
            <TableCell align="right">
              {bytesText(row.memoryBytes)}
              <Typography variant="caption" color="text.secondary" component="div">
                facets {bytesText(row.facetBytes)}
              </Typography>
            </TableCell>
            <TableCell>
              {builtAtText(row.builtAt)}
              {row.buildMs !== null && (
                <Typography variant="caption" color="text.secondary" component="div" sx={NARROW_ONLY}>
                  built in {durationText(row.buildMs)}, lag {durationText(row.freshnessLagMs)}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {durationText(row.buildMs)}
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {durationText(row.freshnessLagMs)}
            </TableCell>
            <TableCell>
              <StateCell row={row} rebuildRequested={rebuildRequested.has(row.indexName)} />
            </TableCell>
            <TableCell>
              <Button size="small" color="error" onClick={() => onDelete(row)} aria-label={`Delete the index ${row.indexName}`} disabled={row.state === 'building' || rebuildRequested.has(row.indexName)}>
                Delete
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
