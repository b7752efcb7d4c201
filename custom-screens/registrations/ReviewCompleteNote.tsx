// A registration no longer under review (waiting for the applicant's update, approved, not approved):
// the page is read-only and says why; an approved one links to the institution it created.
import { Alert } from '@mui/material';
import { dateTimeText } from '../../core/time/office-time.js';
import { REGISTRATION_STATUS } from '../../resources/_registrations.js';
import type { Registration } from '../../core/contract/registrations.js';
import { InstitutionLink } from '../_shared/InstitutionLink.js';

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
      {r.decidedOn ? ` on ${dateTimeText(r.decidedOn)}` : ''}. The registration is read-only.
      {r.registrationStatusId === REGISTRATION_STATUS.approved && r.institutionId != null && (
        <>
          {' '}
          <InstitutionLink institutionId={r.institutionId}>Open the institution</InstitutionLink>
        </>
      )}
    </Alert>
  );
}
