// /institutions/close/:institutionId, /reopen/, /delete/ and /remove/ (spec 2 §2, §4): what the action
// does to the institution and its courses (docs/institutions.md), the choices it takes (closing: the
// year, and whether adopted courses are removed), and a cancel back to the course list of the year
// the screen was opened from (?academicYearId). The server's refusal (already closed, still in use…)
// shows here; success says so on the details screen (or the institutions list after a delete).
import { Alert, Box, Button, Checkbox, FormControlLabel, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetList, useGetOne, useNotify } from 'react-admin';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage, failureOf, type Failure } from '../../admin-ui/kit/server-errors.js';
import { NativeSelect } from '../course-detail/NativeSelect.js';
import { QUERY_ROOT, institutionApi } from './institution-api.js';
import type { InstitutionAction } from '../../core/contract/institution-details.js';
import { institutionPath } from '../_shared/institution-paths.js';

interface InstitutionRecord {
  id: number;
  name: string;
  isActive: boolean;
  yearClosedId: number | null;
  isRemovedFromPublicList: boolean;
}

const TITLES: Record<InstitutionAction, string> = { close: 'Close a year', reopen: 'Reopen', delete: 'Delete', remove: 'Remove from the public course list' };
const BUTTONS: Record<InstitutionAction, string> = { close: 'Close year', reopen: 'Reopen', delete: 'Delete', remove: 'Remove from public list' };

function explanation(action: InstitutionAction, name: string, closedAs: string | null): string {
  switch (action) {
    case 'close':
      return `${name} will be closed as of the academic year chosen below. Its offerings of that year and every later one are archived; earlier years stay as they are. Reopening activates them again.`;
    case 'reopen':
      return `${name}${closedAs ? `, closed as of ${closedAs},` : ''} will be open again. The offerings archived when it closed are activated; adopted courses removed then are not restored (copy the course list to adopt them again).`;
    case 'remove':
      return `${name} will no longer appear on the public course list. Its record, courses and offerings stay in the back office; the flag can be cleared on the institution's record.`;
    case 'delete':
      return `${name} will be deleted: it leaves every institution list, and its courses, offerings and history are kept for the record. An institution that schools, other institutions' adoptions, offerings at other schools or submissions in review still depend on cannot be deleted.`;
  }
}

export function ConfirmActionScreen() {
  const action = useLocation().pathname.split('/')[2] as InstitutionAction;
  const institutionId = Number(useParams().institutionId);
  const [search] = useSearchParams();
  const fromYear = Number(search.get('academicYearId')) || null;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const call = useSpecApi();
  const api = useMemo(() => institutionApi(call), [call]);
  const valid = Number.isInteger(institutionId) && institutionId > 0;
  const record = useGetOne<InstitutionRecord>('institutions', { id: institutionId }, { enabled: valid });
  const years = useGetList<{ id: number; name: string }>('academic-years', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } }, { staleTime: 10 * 60_000 });
  const [yearClosedId, setYearClosedId] = useState<number | null>(null);
  const [removeAdopted, setRemoveAdopted] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);

  const year = yearClosedId ?? fromYear;
  const name = record.data?.name ?? '';
  const closedAs = years.data?.find((y) => y.id === record.data?.yearClosedId)?.name ?? null;
  const back = institutionPath(institutionId, fromYear);

  const submit = async () => {
    if (action === 'close' && year == null) {
      setFailure({ message: null, fields: { yearClosedId: 'Choose the academic year.' } });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const done =
        action === 'close'
          ? await api.close({ institutionId, yearClosedId: year!, removeAdoptedCourses: removeAdopted })
          : action === 'reopen'
            ? await api.reopen(institutionId)
            : action === 'remove'
              ? await api.remove(institutionId)
              : await api.delete(institutionId);
      await queryClient.invalidateQueries({ queryKey: [QUERY_ROOT] });
      await queryClient.invalidateQueries({ queryKey: ['institutions'] });
      notify(done.message, { type: 'success' });
      navigate(action === 'delete' ? '/institutions' : institutionPath(institutionId, action === 'close' ? (fromYear ?? year) : fromYear));
    } catch (error) {
      const fallback = `The institution could not be ${action === 'close' ? 'closed' : action === 'reopen' ? 'reopened' : action === 'remove' ? 'removed' : 'deleted'}.`;
      setFailure(failureOf(error, { fallback, fields: action === 'close' ? ['yearClosedId'] : [] }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <PageTitle title={name ? `${TITLES[action]} · ${name}` : TITLES[action]} />
      <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {name ? `${TITLES[action]}: ${name}` : TITLES[action]}
      </Typography>
      {!valid && <Alert severity="error">The institution in the address is not valid.</Alert>}
      {record.error && <Alert severity="error">{errorMessage(record.error, 'The institution could not be loaded.')}</Alert>}
      {record.isLoading && <LinearProgress aria-label="Loading the institution" />}
      {record.data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography>{explanation(action, name, closedAs)}</Typography>
            {failure?.message && (
              <Alert severity="error" role="alert">
                {failure.message}
              </Alert>
            )}
            {action === 'close' && (
              <>
                <Box sx={{ maxWidth: '16rem' }}>
                  <NativeSelect id="close-year" label="Closed as of" value={year} choices={years.data ?? []} emptyLabel="Choose…" required error={failure?.fields?.yearClosedId} onChange={setYearClosedId} />
                </Box>
                <FormControlLabel
                  control={<Checkbox checked={removeAdopted} onChange={(e) => setRemoveAdopted(e.target.checked)} />}
                  label="Also remove its adopted courses (adoptions and its district's courses) from the lists of those years"
                />
              </>
            )}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" color={action === 'delete' ? 'error' : 'primary'} onClick={submit} disabled={saving}>
                {BUTTONS[action]}
              </Button>
              <Button component={Link} to={back}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
