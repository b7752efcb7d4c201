// What can be done to the registration as a whole: delete it (not once approved), send the decision
// notice again (decided ones), recall it from 2nd review (second reviewers), and read its audit history.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import HistoryIcon from '@mui/icons-material/History';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { AuditHistoryDialog } from '../../admin-ui/builder/audit-history.js';
import registrations from '../../resources/registrations.js';
import { REGISTRATION_SECOND_REVIEW_ABILITY, REGISTRATION_STATUS } from '../../resources/_registrations.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import type { RegistrationsApi } from './registrations-api.js';
import type { Registration } from '../../core/contract/registrations.js';
import { failureText } from './save-errors.js';
import { DELETE_FAILED, RECALL_FAILED } from './words.js';

export function RegistrationActions({ registration: r, api, onDeleted, onChanged }: { registration: Registration; api: RegistrationsApi; onDeleted: () => void; onChanged: () => Promise<unknown> }) {
  const notify = useNotify();
  const secondReviewer = hasAbility(usePermissions<string[]>().permissions, REGISTRATION_SECOND_REVIEW_ABILITY);
  const [open, setOpen] = useState<'delete' | 'recall' | 'audit' | null>(null);
  const [resending, setResending] = useState(false);
  const decided = r.registrationStatusId === REGISTRATION_STATUS.approved || r.registrationStatusId === REGISTRATION_STATUS.notApproved;

  const resend = async () => {
    setResending(true);
    try {
      await api.resendNotification(r.registrationId);
      notify(`The decision notice for ${r.institutionName} has been sent again.`, { type: 'success' });
      await onChanged();
    } catch (e) {
      notify(failureText(e), { type: 'error' });
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen('audit')}>
        Audit history
      </Button>
      {decided && (
        <Button size="small" startIcon={<SendIcon />} onClick={() => void resend()} disabled={resending}>
          {resending ? 'Sending…' : 'Resend notification'}
        </Button>
      )}
      {secondReviewer && r.registrationStatusId === REGISTRATION_STATUS.secondReview && (
        <Button size="small" startIcon={<ReplayIcon />} onClick={() => setOpen('recall')}>
          Recall from 2nd review
        </Button>
      )}
      {r.registrationStatusId !== REGISTRATION_STATUS.approved && (
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen('delete')}>
          Delete
        </Button>
      )}
      {open === 'delete' && (
        <ConfirmDialog
          id="delete-registration"
          title="Delete this registration?"
          text={`The registration of ${r.institutionName} is removed from the lists. It cannot be reviewed any more.`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          danger
          failure={DELETE_FAILED}
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await api.remove(r.registrationId);
            notify(`${r.institutionName} has been deleted.`, { type: 'success' });
            setOpen(null);
            onDeleted();
          }}
        />
      )}
      {open === 'recall' && (
        <ConfirmDialog
          id="recall-registration"
          title="Recall from 2nd review?"
          text={`The registration of ${r.institutionName} leaves the Pending 2nd review list and goes back to the first review, In review, with its recommendation kept.`}
          confirmLabel="Recall"
          busyLabel="Recalling…"
          failure={RECALL_FAILED}
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await api.recall(r.registrationId);
            notify(`${r.institutionName} has been recalled from 2nd review.`, { type: 'success' });
            setOpen(null);
            await onChanged();
          }}
        />
      )}
      {open === 'audit' && <AuditHistoryDialog def={registrations} id={r.registrationId} title={r.institutionName} onClose={() => setOpen(null)} />}
    </>
  );
}
