// The institution's accreditation files (spec 2 §7): each opens in the browser or downloads; a
// pending one is accepted or not accepted here.
import { Box, Button, Card, CardContent, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { dateTimeText } from '../../core/time/office-time.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { fileUrl } from './accreditation-api.js';
import type { AccreditationFile } from '../../core/contract/accreditation.js';
import { FILE_TONES, formatCalendarDay, formatSize } from './words.js';
import { WIDE_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';


export function FilesCard({ institutionId, files, onDecide }: { institutionId: number; files: AccreditationFile[]; onDecide: (file: AccreditationFile, accepting: boolean) => void }) {
  return (
    <Card component="section" aria-labelledby="files-title">
      <CardContent>
        <Typography id="files-title" variant="h6" component="h2" gutterBottom>
          Accreditation files
        </Typography>
        {files.length === 0 ? (
          <Typography color="text.secondary">No accreditation file has been uploaded.</Typography>
        ) : (
          <RowCards>
            <Table size="small" aria-label="Accreditation files">
              <TableHead>
                <TableRow>
                  <TableCell>File</TableCell>
                  <TableCell sx={WIDE_ONLY}>Uploaded</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={WIDE_ONLY}>Decision</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {files.map((f) => (
                  <TableRow key={f.id} data-file-id={f.id}>
                    <TableCell sx={{ minWidth: 180 }}>
                      <MuiLink href={fileUrl(institutionId, f.id)} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                        {f.fileName}
                      </MuiLink>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {f.contentType === 'application/pdf' ? 'PDF' : f.contentType.startsWith('image/') ? 'Image' : 'Word'} · {formatSize(f.sizeBytes)} ·{' '}
                        <MuiLink href={fileUrl(institutionId, f.id, true)} download={f.fileName} aria-label={`Download ${f.fileName}`}>
                          Download
                        </MuiLink>
                      </Typography>
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      {dateTimeText(f.uploadedOn)}
                      {f.uploadedByName && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {f.uploadedByName}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <ToneChip tone={FILE_TONES[f.statusId] ?? 'neutral'} label={f.status} />
                    </TableCell>
                    <TableCell sx={{ ...WIDE_ONLY, maxWidth: 320 }}>
                      {f.statusId === 2 && <>New expiration {formatCalendarDay(f.newExpirationDate)}</>}
                      {f.decisionComment && (
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {f.decisionComment}
                        </Typography>
                      )}
                      {f.decidedOn && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {[f.decidedByName, dateTimeText(f.decidedOn)].filter(Boolean).join(' · ')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {f.statusId === 1 && (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                          <Button size="small" variant="outlined" onClick={() => onDecide(f, true)} aria-label={`Accept ${f.fileName}`}>
                            Accept
                          </Button>
                          <Button size="small" variant="outlined" color="error" onClick={() => onDecide(f, false)} aria-label={`Do not accept ${f.fileName}`}>
                            Not accept
                          </Button>
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </RowCards>
        )}
      </CardContent>
    </Card>
  );
}
