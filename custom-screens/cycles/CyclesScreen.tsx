// /settings/submissioncycle/ (spec 3 §2 "Submission Cycles", a Site Settings page): the current and
// next submission cycle with their phases, and the current and next registration cycle, each edited
// on its own. Changing dates needs the settings manager's ability; readers of settings see them.
import { Alert, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { useAbilities } from '../../admin-ui/shell/app-config.js';
import { CYCLE_WRITE_ABILITY } from '../../resources/_cycles.js';
import { SettingsLayout } from '../_settings-common/SettingsLayout.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { toBody } from './cycle-dates.js';
import { CYCLES_QUERY_ROOT, cyclesApi } from './cycles-api.js';
import type { CycleStatus } from '../../core/contract/cycles.js';
import { RegistrationCycleCard } from './RegistrationCycleCard.js';
import { toRegistrationBody } from './registration-dates.js';
import { SubmissionCycleCard } from './SubmissionCycleCard.js';
import { HiatusChip } from './HiatusChip.js';
import { dayWords } from './words.js';
import { shownEnd } from '../../core/time/days.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

export const CYCLES_TITLE = 'Submission Cycles';
const WHICH = ['Current', 'Next'] as const;

export function CyclesScreen() {
  const call = useSpecApi();
  const api = useMemo(() => cyclesApi(call), [call]);
  const queryClient = useQueryClient();
  const canEdit = hasAbility(useAbilities(), CYCLE_WRITE_ABILITY);
  const submission = useQuery({ meta: liveReads('submission-cycles', 'submission-cycle-phases'), queryKey: [CYCLES_QUERY_ROOT, 'submission'], queryFn: ({ signal }) => api.recent(signal) });
  const registration = useQuery({ meta: liveReads('registration-cycles'), queryKey: [CYCLES_QUERY_ROOT, 'registration'], queryFn: ({ signal }) => api.registrationRecent(signal) });
  const status = useQuery({ meta: liveReads('submission-cycles', 'submission-cycle-phases', 'registration-cycles'), queryKey: [CYCLES_QUERY_ROOT, 'status'], queryFn: ({ signal }) => api.status(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CYCLES_QUERY_ROOT] });

  return (
    <SettingsLayout title={CYCLES_TITLE}>
      <Stack spacing={3}>
        {!canEdit && <Alert severity="info">You can read the cycle dates; changing them needs the settings manager role.</Alert>}
        {status.data && <TodayLine status={status.data} />}
        <Box component="section" aria-labelledby="submission-cycles-heading">
          <Typography id="submission-cycles-heading" variant="h6" component="h2" gutterBottom>
            Submission cycles
          </Typography>
          {submission.isPending && <LinearProgress aria-label="Loading the submission cycles" />}
          {submission.error && <Alert severity="error">{errorMessage(submission.error, 'The submission cycles could not be loaded.')}</Alert>}
          {submission.data?.length === 0 && <Alert severity="info">No submission cycle is set up yet.</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
            {submission.data?.map((cycle, i) => (
              <SubmissionCycleCard
                key={`${cycle.academicYearId}-${cycle.cycleStartDate}-${cycle.cycleEndDate}`}
                heading={`${WHICH[i]} submission cycle`}
                cycle={cycle}
                canEdit={canEdit}
                save={async (shown) => {
                  await api.save(toBody(shown));
                  await refresh();
                }}
              />
            ))}
          </Box>
          {submission.data?.length === 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              No next submission cycle is set up yet.
            </Typography>
          )}
        </Box>
        <Box component="section" aria-labelledby="registration-cycles-heading">
          <Typography id="registration-cycles-heading" variant="h6" component="h2" gutterBottom>
            Registration cycles
          </Typography>
          {registration.isPending && <LinearProgress aria-label="Loading the registration cycles" />}
          {registration.error && <Alert severity="error">{errorMessage(registration.error, 'The registration cycles could not be loaded.')}</Alert>}
          {registration.data?.length === 0 && <Alert severity="info">No registration cycle is set up yet.</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
            {registration.data?.map((cycle, i) => (
              <RegistrationCycleCard
                key={`${cycle.periodId}-${cycle.cycleStartDate}-${cycle.cycleEndDate}`}
                heading={`${WHICH[i]} registration cycle`}
                cycle={cycle}
                canEdit={canEdit}
                save={async (shown) => {
                  await api.saveRegistration(toRegistrationBody(shown));
                  await refresh();
                }}
              />
            ))}
          </Box>
        </Box>
      </Stack>
    </SettingsLayout>
  );
}

/** Where submissions stand today: the year they are for, the phase, and whether they pause. */
function TodayLine({ status }: { status: CycleStatus }) {
  if (!status.academicYear) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2">
        Today submissions are for <strong>{status.academicYear}</strong>
        {status.phase ? `, in ${status.phase.phaseName} (until ${dayWords(shownEnd(status.phase.endDate))}).` : ', between phases.'}
      </Typography>
      {status.isHiatus ? <HiatusChip label="Hiatus: submissions pause" /> : <Chip size="small" color="success" variant="outlined" label="Submissions open" />}
    </Stack>
  );
}
