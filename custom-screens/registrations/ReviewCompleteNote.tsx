// A registration no longer under review (waiting for the applicant's update, approved, not approved):
// the page is read-only and says why; an approved one links to the institution it created.
import { Alert, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatDayAndTime } from '../../admin-ui/dashboard/review-common/office-dates.js';
import { REGISTRATION_STATUS } from '../../resources/_registrations.js';
import type { Registration } from './registrations-api.js';

export const institutionPath = (institutionId: number) => `/institutions/details/${institutionId}`;

export function ReviewCompleteNote({ registration: r }: { registration: Registration }) {
  if (r.registrationStatusId === REGISTRATION_STATUS.waitingForUpdate)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Waiting for the applicant’s update: the registration is read-only until it is submitted again.
      </Alert>
    );
  return (
    <Alert severity={r.registrationStatusId === REGISTRATION_STATUS.approved ? 'success' : 'info'} sx={{ mb: 2 }}>
      Review complete: {r.registrationStatus.toLowerCase()}
      {r.decidedOn ? ` on ${formatDayAndTime(r.decidedOn)}` : ''}. The registration is read-only.
      {r.registrationStatusId === REGISTRATION_STATUS.approved && r.institutionId != null && (
        <>
          {' '}
          <MuiLink component={Link} to={institutionPath(r.institutionId)}>
            Open the institution
          </MuiLink>
        </>
      )}
    </Alert>
  );
}
