// Export to Excel (spec 1 §2, §5, §9): the current search as an .xlsx, refused above 10,000 courses
// (the button is disabled with the reason beside it). While the file streams in, a progress bar and
// the bytes received show it is coming; it can be cancelled.
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { EXPORT_FAILED, fetchExport, saveFile, sizeText } from './export-download.js';
import { countText } from './FacetPanel.js';
import { EXPORT_LIMIT } from './search-api.js';

export interface ExportButtonProps {
  /** the search without paging */
  request: unknown;
  /** undefined while the search has not answered */
  totalResults: number | undefined;
}

/** Why the export cannot run now, or undefined when it can. */
export function exportBlocked(totalResults: number | undefined): string | undefined {
  if (totalResults === undefined) return 'Waiting for the search.';
  if (totalResults === 0) return 'No course to export.';
  if (totalResults > EXPORT_LIMIT) return `Export to Excel is limited to ${countText(EXPORT_LIMIT)} courses; this search finds ${countText(totalResults)}. Narrow it to export.`;
  return undefined;
}

export function ExportButton({ request, totalResults }: ExportButtonProps) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [bytes, setBytes] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const blocked = exportBlocked(totalResults);
  const downloading = bytes !== null;
  const reasonShown = Boolean(blocked) && totalResults !== undefined;

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setFailure(undefined);
    setBytes(0);
    try {
      saveFile(await fetchExport(request, { signal: controller.signal, onBytes: setBytes }));
    } catch (error) {
      if (!controller.signal.aborted) {
        setFailure(errorMessage(error, EXPORT_FAILED));
        await logoutIfAccessDenied(error).catch(() => undefined);
      }
    } finally {
      if (running.current === controller) running.current = null;
      setBytes(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={Boolean(blocked) || downloading} onClick={() => void start()} aria-describedby={reasonShown ? 'export-blocked' : undefined}>
          {downloading ? 'Exporting…' : 'Export to Excel'}
        </Button>
        {downloading && (
          <Button size="small" onClick={() => running.current?.abort()}>
            Cancel
          </Button>
        )}
        {reasonShown && (
          <Typography id="export-blocked" variant="caption" color="text.secondary">
            {blocked}
          </Typography>
        )}
      </Box>
      {downloading && (
        <Box role="status" aria-live="polite" sx={{ minWidth: 200 }}>
          <LinearProgress aria-label="Downloading the export" />
          <Typography variant="caption" color="text.secondary">
            {bytes ? `${sizeText(bytes)} received` : 'Preparing the file…'}
          </Typography>
        </Box>
      )}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
