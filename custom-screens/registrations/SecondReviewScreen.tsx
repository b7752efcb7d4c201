// /registration/review/{registrationId} (spec 2 §2, §4): the second review. The registration read-only
// with its sections, the first reviewer's recommendation and comments, and the decision: Approve (which
// creates the institution; the page then links to it), Not approve, or Exit back to the first reviewer.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Link as MuiLink, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { HEADER_STATS_QUERY_KEY } from '../../admin-ui/shell/HeaderStats.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { REGISTRATION_STATUS, REGISTRATION_TYPE } from '../../resources/_registrations.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { DecisionPanel } from './DecisionPanel.js';
import { FirstReviewSummary } from './FirstReviewSummary.js';
import { RegistrationActions } from './RegistrationActions.js';
import { RegistrationHeader } from './RegistrationHeader.js';
import { REGISTRATIONS_QUERY_ROOT, registrationsApi } from './registrations-api.js';
import type { SecondAction } from '../../core/contract/registrations.js';
import { useRegistrationId } from './RegistrationScreen.js';
import { ReviewCompleteNote } from './ReviewCompleteNote.js';
import { InstitutionLink } from '../_shared/InstitutionLink.js';
import { RegistrationSections } from './sections/RegistrationSections.js';

export function SecondReviewScreen() {
  const id = useRegistrationId();
  const call = useSpecApi();
  const api = useMemo(() => registrationsApi(call), [call]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [approved, setApproved] = useState(false);
  const answer = useQuery({ queryKey: [REGISTRATIONS_QUERY_ROOT, 'second-review', id], queryFn: ({ signal }) => api.secondReview(id, signal), enabled: id > 0 });
  const r = answer.data?.registration;
  const pending = r?.registrationStatusId === REGISTRATION_STATUS.secondReview;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [REGISTRATIONS_QUERY_ROOT] });
    await queryClient.invalidateQueries({ queryKey: HEADER_STATS_QUERY_KEY });
  };
  const decide = async (action: SecondAction, body: { decisionComment: string; internalComment: string }) => {
    if (!r) return;
    if (r.registrationTypeId === REGISTRATION_TYPE.reregistration) await api.decideReregistration(id, id, action, body);
    else {
      // an open second review is decided; a decided one (exited back earlier) is not reopened: 0 opens a new one
      const open = answer.data?.secondReview;
      await api.decide(open && !open.decision ? (open.registrationReviewId ?? 0) : 0, id, action, body);
    }
    await refresh();
    if (action === 'approve') {
      setApproved(true);
      // the approval's note with the link to the new institution sits at the top of the page
      window.scrollTo({ top: 0 });
      notify(`${r.institutionName} has been approved.`, { type: 'success' });
      return;
    }
    notify(action === 'exit' ? `${r.institutionName} went back to the first reviewer.` : `${r.institutionName} has not been approved.`, { type: 'success' });
    navigate('/registrations?tab=second');
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 1200 }}>
      <PageTitle title={r ? `2nd review · ${r.institutionName}` : '2nd review'} />
      <Button component={Link} to="/registrations?tab=second" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Pending 2nd review
      </Button>
      {id === 0 && <Alert severity="error">The registration in the address is not valid.</Alert>}
      {answer.error && <Alert severity="error">{errorMessage(answer.error, 'The registration could not be loaded.')}</Alert>}
      {answer.isLoading && <LinearProgress aria-label="Loading the registration" />}
      {r && answer.data && (
        <>
          <RegistrationHeader registration={r} heading={`2nd review: ${r.institutionName}`} actions={<RegistrationActions registration={r} api={api} onDeleted={() => navigate('/registrations?tab=second')} onChanged={refresh} />} />
          {approved && r.registrationStatusId === REGISTRATION_STATUS.approved && (
            <Alert severity="success" sx={{ mb: 2 }} role="status">
              {r.institutionName} has been approved.{' '}
              {r.institutionId != null && (
                <InstitutionLink institutionId={r.institutionId}>Open the new institution</InstitutionLink>
              )}
            </Alert>
          )}
          {!pending && !approved && <ReviewCompleteNote registration={r} />}
          {!pending && !approved && r.isEditable && (
            <Alert severity="info" sx={{ mb: 2 }}>
              This registration is not waiting for a 2nd review. <MuiLink component={Link} to={`/registration/${r.registrationId}`}>Open its first review</MuiLink>.
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
            <RegistrationSections registration={r} api={api} editable={false} />
            <Stack spacing={2} sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
              <FirstReviewSummary review={answer.data.firstReview} />
              {pending && (
                <DecisionPanel
                  initial={{ decisionComment: answer.data.secondReview?.decisionComment ?? answer.data.firstReview?.decisionComment ?? '', internalComment: answer.data.secondReview?.internalComment ?? '' }}
                  blocked={answer.data.approvalBlocked ?? r.approvalBlocked}
                  onDecide={decide}
                />
              )}
            </Stack>
          </Box>
        </>
      )}
    </Box>
  );
}
