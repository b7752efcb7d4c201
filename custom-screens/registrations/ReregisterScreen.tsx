// /registration/reregister/{registrationId} (spec 2 §2, §5): an online publisher's re-registration. The
// publisher's current record beside what changed, the accreditation letter's end date, the sections,
// and the review: the first reviewer sends it to 2nd review (POST /reregister/secondreview/{reviewId});
// the second reviewer approves (refused while the letter is shown without its end date), does not
// approve, or exits back (POST /ReRegister/Review/{id}).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { HEADER_STATS_QUERY_KEY } from '../../admin-ui/shell/HeaderStats.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { REGISTRATION_SECOND_REVIEW_ABILITY, REGISTRATION_STATUS } from '../../resources/_registrations.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { ChangesCard, changeRows } from './ChangesCard.js';
import { DecisionPanel } from './DecisionPanel.js';
import { FirstReviewSummary } from './FirstReviewSummary.js';
import { LetterEndCard, letterEndMissing } from './LetterEndCard.js';
import { RegistrationActions } from './RegistrationActions.js';
import { RegistrationHeader } from './RegistrationHeader.js';
import { REGISTRATIONS_QUERY_ROOT, registrationsApi } from './registrations-api.js';
import type { ApprovalBlocked, FirstAction, Registration, ReviewBody, SecondAction } from '../../core/contract/registrations.js';
import { useRegistrationId } from './RegistrationScreen.js';
import { ReviewCompleteNote } from './ReviewCompleteNote.js';
import { InstitutionLink } from '../_shared/InstitutionLink.js';
import { ReviewPanel } from './ReviewPanel.js';
import { RegistrationSections } from './sections/RegistrationSections.js';
import { useLookups } from './sections/use-lookups.js';

type Doc = Record<string, unknown>;
const SECTIONS = ['generalInformation', 'accreditation', 'contactInformation'] as const;

/** The re-registration and, beside it, the record it changes: the last approved registration's sections, else the institution's own fields. */
export function comparison(data: Doc | undefined): { registration: Registration | undefined; before: Record<string, Doc | null>; hasRecord: boolean } {
  if (!data) return { registration: undefined, before: {}, hasRecord: false };
  const registration = ((data.registration as Registration | undefined) ?? (data as unknown as Registration)) as Registration;
  const previous = (data.previous as Doc | null | undefined) ?? null;
  const institution = ((data.institution ?? data.current ?? data.currentInstitution) as Doc | null | undefined) ?? null;
  const before: Record<string, Doc | null> = {};
  for (const s of SECTIONS) before[s] = (previous?.[s] as Doc | null | undefined) ?? null;
  if (!before.generalInformation && institution)
    before.generalInformation = { ...institution, institutionName: institution.name ?? institution.institutionName };
  if (!before.accreditation && institution?.accreditation) before.accreditation = institution.accreditation as Doc;
  return { registration, before, hasRecord: Boolean(previous || institution) };
}

export function ReregisterScreen() {
  const id = useRegistrationId();
  const call = useSpecApi();
  const api = useMemo(() => registrationsApi(call), [call]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const secondReviewer = hasAbility(usePermissions<string[]>().permissions, REGISTRATION_SECOND_REVIEW_ABILITY);
  const key = [REGISTRATIONS_QUERY_ROOT, 'reregistered', id];
  const answer = useQuery({ queryKey: key, queryFn: ({ signal }) => api.reregistered(id, signal), enabled: id > 0 });
  const review = useQuery({ queryKey: [...key, 'review'], queryFn: ({ signal }) => api.firstReview(id, signal), enabled: id > 0 });
  const second = useQuery({ queryKey: [...key, 'second'], queryFn: ({ signal }) => api.secondReview(id, signal), enabled: id > 0 && secondReviewer });
  const { registration: r, before, hasRecord } = comparison(answer.data);
  const lookups = useLookups(api, r?.registrationTypeId, ['county', 'governance', 'schedule', 'accreditingOrganization', 'position']);
  const letterMissing = letterEndMissing((r?.accreditation as Doc | null) ?? null);
  const blocked: ApprovalBlocked | undefined = r && (r.approvalBlocked?.blocked || !letterMissing ? r.approvalBlocked : { blocked: true, messages: ['The accreditation letter is shown without its end day, month or year.'] });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [REGISTRATIONS_QUERY_ROOT] });
    await queryClient.invalidateQueries({ queryKey: HEADER_STATS_QUERY_KEY });
  };
  const firstAct = async (action: FirstAction, body: ReviewBody) => {
    const reviewId = review.data?.registrationReviewId ?? r?.reviewId ?? 0;
    if (action === 'secondreview') await api.reregisterSecondReview(reviewId, id, body);
    else await api.review(reviewId, id, action, body);
    notify(action === 'secondreview' ? `${r?.institutionName} has been sent to 2nd review.` : action === 'save' ? `${r?.institutionName}: the review has been saved.` : `${r?.institutionName}: an update has been requested from the applicant.`, { type: 'success' });
    await refresh();
    navigate('/registrations');
  };
  const decide = async (action: SecondAction, body: Omit<ReviewBody, 'recommendedActionId'>) => {
    await api.decideReregistration(id, id, action, body);
    notify(action === 'approve' ? `${r?.institutionName} has been approved.` : action === 'exit' ? `${r?.institutionName} went back to the first reviewer.` : `${r?.institutionName} has not been approved.`, { type: 'success' });
    await refresh();
    if (action !== 'approve') navigate('/registrations?tab=second');
  };

  const status = r?.registrationStatusId;
  const error = answer.error ?? review.error;
  return (
    <Box sx={{ mt: 2, maxWidth: 1200 }}>
      <PageTitle title={r ? `Re-registration · ${r.institutionName}` : 'Re-registration'} />
      <Button component={Link} to="/registrations" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Registrations
      </Button>
      {id === 0 && <Alert severity="error">The registration in the address is not valid.</Alert>}
      {error && <Alert severity="error">{errorMessage(error, 'The re-registration could not be loaded.')}</Alert>}
      {(answer.isLoading || review.isLoading) && <LinearProgress aria-label="Loading the re-registration" />}
      {r && (
        <>
          <RegistrationHeader registration={r} heading={`Re-registration: ${r.institutionName}`} actions={<RegistrationActions registration={r} api={api} onDeleted={() => navigate('/registrations')} onChanged={refresh} />} />
          {!r.isEditable && <ReviewCompleteNote registration={r} />}
          {r.institutionId != null && (
            <RecordLine>
              Publisher on record: <InstitutionLink institutionId={r.institutionId}>open the institution</InstitutionLink>
            </RecordLine>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
            <Stack spacing={2} sx={{ minWidth: 0 }}>
              <ChangesCard rows={changeRows(r as unknown as Record<string, Doc | null>, before, lookups)} hasRecord={hasRecord} />
              <RegistrationSections
                registration={r}
                api={api}
                editable={r.isEditable}
                onSaved={() => void queryClient.invalidateQueries({ queryKey: key })}
                onAttachmentsChanged={() => queryClient.invalidateQueries({ queryKey: key })}
              />
            </Stack>
            <Stack spacing={2} sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
              <LetterEndCard accreditation={(r.accreditation as Doc | null) ?? null} />
              {(status === REGISTRATION_STATUS.submitted || status === REGISTRATION_STATUS.inReview) && review.data && (
                <ReviewPanel key={review.data.registrationReviewId ?? 'new'} review={review.data} blocked={blocked} editable={r.isEditable} onAction={firstAct} />
              )}
              {status === REGISTRATION_STATUS.secondReview && <FirstReviewSummary review={second.data?.firstReview ?? review.data ?? null} />}
              {status === REGISTRATION_STATUS.secondReview && secondReviewer && (
                <DecisionPanel initial={{ decisionComment: second.data?.secondReview?.decisionComment ?? review.data?.decisionComment ?? '', internalComment: second.data?.secondReview?.internalComment ?? '' }} blocked={blocked} onDecide={decide} />
              )}
              {status === REGISTRATION_STATUS.secondReview && !secondReviewer && <Alert severity="info">Waiting for a 2nd reviewer’s decision.</Alert>}
            </Stack>
          </Box>
        </>
      )}
    </Box>
  );
}

/** a line of text between the header and the cards */
function RecordLine({ children }: { children: ReactNode }) {
  return <Box sx={{ mb: 2, typography: 'body2' }}>{children}</Box>;
}
