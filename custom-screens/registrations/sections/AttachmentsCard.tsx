// The registration's files (spec 2 §3 attachments): each opens or downloads; while the registration is
// editable a file is added under an attachment type (PDF, Word or an image, 10 MB at most) or removed.
// Two letters of intent are expected (spec 2 §9): the card says how many arrived.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, IconButton, Link as MuiLink, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { dateTimeText } from '../../../core/time/office-time.js';
import { ATTACHMENT_TYPES, ATTACHMENT_TYPE } from '../../../resources/_registrations.js';
import { WIDE_ONLY } from '../../../admin-ui/kit/responsive-cells.js';
import { attachmentUrl } from '../registrations-api.js';
import type { Attachment } from '../../../core/contract/registrations.js';
import { failureText } from '../save-errors.js';
import { formatSize } from '../words.js';
import { RowCards } from '../../../admin-ui/kit/RowCards.js';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = '.pdf,.doc,.docx,image/*,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export function AttachmentsCard({
  attachments,
  lettersOfIntent,
  editable,
  onAdd,
  onRemove,
}: {
  attachments: Attachment[];
  lettersOfIntent: { expected: number; received: number };
  editable: boolean;
  onAdd: (type: number, file: { fileName: string; content: string; contentType?: string }) => Promise<unknown>;
  onRemove: (a: Attachment) => Promise<unknown>;
}) {
  const [type, setType] = useState<number>(ATTACHMENT_TYPE.letterOfIntent);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const short = lettersOfIntent.received < lettersOfIntent.expected;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_BYTES) {
      setError(`${file.name} is larger than 10 MB.`);
      return;
    }
    setBusy(true);
    try {
      await onAdd(type, { fileName: file.name, content: await toBase64(file), ...(file.type ? { contentType: file.type } : {}) });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const remove = async (a: Attachment) => {
    setError(null);
    setBusy(true);
    try {
      await onRemove(a);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="section-attachments-title" data-section="attachments">
      <CardContent>
        <Typography id="section-attachments-title" variant="h6" component="h2" gutterBottom>
          Attachments
        </Typography>
        <Alert severity={short ? 'warning' : 'success'} variant="outlined" sx={{ mb: 2 }}>
          Letters of intent: {lettersOfIntent.received} of {lettersOfIntent.expected} expected
        </Alert>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {attachments.length === 0 ? (
          <Typography color="text.secondary">No file is attached.</Typography>
        ) : (
          <RowCards>
            <Table size="small" aria-label="Attachments">
              <TableHead>
                <TableRow>
                  <TableCell>File</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell sx={WIDE_ONLY}>Uploaded</TableCell>
                  {editable && <TableCell align="right">Remove</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {attachments.map((a) => (
                  <TableRow key={a.blobId}>
                    <TableCell sx={{ minWidth: 160 }}>
                      <MuiLink href={attachmentUrl(a.blobId)} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                        {a.fileName}
                      </MuiLink>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {formatSize(a.sizeBytes)} ·{' '}
                        <MuiLink href={attachmentUrl(a.blobId, true)} download={a.fileName} aria-label={`Download ${a.fileName}`}>
                          Download
                        </MuiLink>
                      </Typography>
                    </TableCell>
                    <TableCell>{a.attachmentType}</TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      {dateTimeText(a.uploadedOn)}
                      {a.uploadedByName && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {a.uploadedByName}
                        </Typography>
                      )}
                    </TableCell>
                    {editable && (
                      <TableCell align="right">
                        <IconButton aria-label={`Remove ${a.fileName}`} onClick={() => void remove(a)} disabled={busy}>
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </RowCards>
        )}
        {editable && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }}>
            <TextField select size="small" label="Attachment type" value={type} onChange={(e) => setType(Number(e.target.value))} sx={{ minWidth: 220 }}>
              {ATTACHMENT_TYPES.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
              {busy ? 'Uploading…' : 'Upload a file'}
              <input ref={input} type="file" hidden accept={ACCEPT} aria-label="File to upload" onChange={(e) => void upload(e.target.files?.[0])} />
            </Button>
            <Typography variant="caption" color="text.secondary">
              PDF, Word or an image, up to 10 MB.
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
