// /registration/{registrationId} (spec 2 §2, §4): the detail review. Every section the registration's
// type shows, each a card edited and saved on its own while the registration is submitted, in review
// or in second review; otherwise everything is read-only and the page says the review is complete.
// The review panel sends it on; delete, resend, recall and the audit history sit by the title.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Link as MuiLink } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { HEADER_STATS_QUERY_KEY } from '../../admin-ui/shell/HeaderStats.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { REGISTRATION_TYPE } from '../../resources/_registrations.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { RegistrationActions } from './RegistrationActions.js';
import { RegistrationHeader } from './RegistrationHeader.js';
import { REGISTRATIONS_QUERY_ROOT, registrationsApi } from './registrations-api.js';
import type { FirstAction, Registration, ReviewBody } from '../../core/contract/registrations.js';
import { ReviewPanel } from './ReviewPanel.js';
import { RegistrationSections } from './sections/RegistrationSections.js';
import { ReviewCompleteNote } from './ReviewCompleteNote.js';

const DONE: Record<FirstAction, (name: string) => string> = {
  save: (name) => `${name}: the review has been saved.`,
  secondreview: (name) => `${name} has been sent to 2nd review.`,
  requestupdate: (name) => `${name}: an update has been requested from the applicant.`,
};

export function useRegistrationId(param = 'registrationId'): number {
  const id = Number(useParams()[param]);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export function RegistrationScreen() {
  const id = useRegistrationId();
  const call = useSpecApi();
  const api = useMemo(() => registrationsApi(call), [call]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const key = [REGISTRATIONS_QUERY_ROOT, 'registration', id];
  const registration = useQuery({ queryKey: key, queryFn: ({ signal }) => api.registration(id, signal), enabled: id > 0 });
  const review = useQuery({ queryKey: [...key, 'review'], queryFn: ({ signal }) => api.firstReview(id, signal), enabled: id > 0 });
  const r = registration.data;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [REGISTRATIONS_QUERY_ROOT] });
    await queryClient.invalidateQueries({ queryKey: HEADER_STATS_QUERY_KEY });
  };
  const saved = (next: Registration) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: [...key, 'review'] });
    notify(`${next.institutionName}: your changes have been saved.`, { type: 'success' });
  };
  const act = async (action: FirstAction, body: ReviewBody) => {
    const reviewId = review.data?.registrationReviewId ?? 0;
    if (action === 'secondreview' && r?.registrationTypeId === REGISTRATION_TYPE.reregistration) await api.reregisterSecondReview(reviewId, id, body);
    else await api.review(reviewId, id, action, body);
    notify(DONE[action](r?.institutionName ?? 'The registration'), { type: 'success' });
    await refresh();
    navigate('/registrations');
  };

  const error = registration.error ?? review.error;
  return (
    <Box sx={{ mt: 2, maxWidth: 1200 }}>
      <PageTitle title={r ? `Registration · ${r.institutionName}` : 'Registration'} />
      <Button component={Link} to="/registrations" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Registrations
      </Button>
      {id === 0 && <Alert severity="error">The registration in the address is not valid.</Alert>}
      {error && <Alert severity="error">{errorMessage(error, 'The registration could not be loaded.')}</Alert>}
      {(registration.isLoading || review.isLoading) && <LinearProgress aria-label="Loading the registration" />}
      {r && (
        <>
          <RegistrationHeader
            registration={r}
            heading={r.institutionName}
            actions={<RegistrationActions registration={r} api={api} onDeleted={() => void refresh().then(() => navigate('/registrations'))} onChanged={refresh} />}
          />
          {!r.isEditable && <ReviewCompleteNote registration={r} />}
          {r.registrationTypeId === REGISTRATION_TYPE.reregistration && (
            <Alert severity="info" sx={{ mb: 2 }}>
              A re-registration: <MuiLink component={Link} to={`/registration/reregister/${r.registrationId}`}>compare it with the publisher’s current record</MuiLink>.
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
            <RegistrationSections registration={r} api={api} editable={r.isEditable} onSaved={saved} onAttachmentsChanged={refresh} />
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
              {review.data && <ReviewPanel key={review.data.registrationReviewId ?? 'new'} review={review.data} blocked={review.data.approvalBlocked ?? r.approvalBlocked} editable={r.isEditable} onAction={act} />}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
