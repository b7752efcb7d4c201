// /accreditation/review/{institutionId} (spec 1 §2): one institution's accreditation, its files
// (open, download, accept with a new expiration date or not accept with a comment) and comments.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Snackbar, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { HEADER_STATS_QUERY_KEY } from '../../admin-ui/shell/HeaderStats.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { ACCREDITATION_QUERY_ROOT, accreditationApi } from './accreditation-api.js';
import type { AccreditationFile } from '../../core/contract/accreditation.js';
import { AccreditationCard } from './AccreditationCard.js';
import { CommentsCard } from './CommentsCard.js';
import { DecisionDialog } from './DecisionDialog.js';
import { FilesCard } from './FilesCard.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

export function ReviewScreen() {
  const institutionId = Number(useParams().institutionId);
  const valid = Number.isInteger(institutionId) && institutionId > 0;
  const call = useSpecApi();
  const api = useMemo(() => accreditationApi(call), [call]);
  const queryClient = useQueryClient();
  const key = [ACCREDITATION_QUERY_ROOT, 'institution', institutionId];
  const accreditation = useQuery({ meta: liveReads('institution-accreditations'), queryKey: [...key, 'accreditation'], queryFn: ({ signal }) => api.accreditation(institutionId, signal), enabled: valid });
  const files = useQuery({ meta: liveReads('accreditation-files'), queryKey: [...key, 'files'], queryFn: ({ signal }) => api.files(institutionId, signal), enabled: valid });
  const comments = useQuery({ meta: liveReads('accreditation-comments'), queryKey: [...key, 'comments'], queryFn: ({ signal }) => api.comments(institutionId, signal), enabled: valid });
  const [deciding, setDeciding] = useState<{ file: AccreditationFile; accepting: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [ACCREDITATION_QUERY_ROOT] });
    await queryClient.invalidateQueries({ queryKey: HEADER_STATS_QUERY_KEY });
  };

  const name = accreditation.data?.institutionName;
  const error = accreditation.error ?? files.error ?? comments.error;
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title={name ? `Accreditation review · ${name}` : 'Accreditation review'} />
      <Button component={Link} to="/accreditation" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Pending accreditations
      </Button>
      <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {name ? `Accreditation review: ${name}` : 'Accreditation review'}
      </Typography>
      {accreditation.data?.cdsCode && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          CDS code {accreditation.data.cdsCode}
        </Typography>
      )}
      {!valid && <Alert severity="error">The institution in the address is not valid.</Alert>}
      {error && <Alert severity="error">{errorMessage(error, 'The accreditation could not be loaded.')}</Alert>}
      {(accreditation.isLoading || files.isLoading) && <LinearProgress aria-label="Loading the accreditation" />}
      {accreditation.data && files.data && (
        <Stack spacing={2}>
          <AccreditationCard a={accreditation.data} />
          <FilesCard institutionId={institutionId} files={files.data} onDecide={(file, accepting) => setDeciding({ file, accepting })} />
          <CommentsCard
            comments={comments.data ?? []}
            onAdd={async (comment) => {
              await api.addComment(institutionId, comment);
              await refresh();
            }}
          />
        </Stack>
      )}
      {deciding && accreditation.data && (
        <DecisionDialog
          file={deciding.file}
          accepting={deciding.accepting}
          accreditation={accreditation.data}
          onClose={() => setDeciding(null)}
          onDecide={async (body) => {
            await api.decide(institutionId, deciding.file.id, body);
            setDeciding(null);
            setNotice(deciding.accepting ? `${deciding.file.fileName} was accepted.` : `${deciding.file.fileName} was not accepted.`);
            await refresh();
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice ?? ''} />
    </Box>
  );
}
