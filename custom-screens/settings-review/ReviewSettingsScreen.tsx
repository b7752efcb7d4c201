// /settings/review: the single row of review settings, with its audit history.
import { LinearProgress, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useGetOne } from 'react-admin';
import { AuditHistoryButton } from '../../admin-ui/builder/audit-history.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { SettingsLayout } from '../_settings-common/SettingsLayout.js';
import { useSettingsWriteAccess } from '../_settings-common/settings-access.js';
import { REVIEW_SETTINGS_DEF, REVIEW_SETTINGS_RESOURCE, type ReviewSettingsRecord } from './review-settings-record.js';
import { REVIEW_SETTINGS_ID } from '../../core/spec-constants.js';
import { ReviewSettingsForm } from './ReviewSettingsForm.js';

export function ReviewSettingsScreen() {
  const { canEdit } = useSettingsWriteAccess(REVIEW_SETTINGS_RESOURCE);
  const { data, isPending, error } = useGetOne<ReviewSettingsRecord>(REVIEW_SETTINGS_RESOURCE, { id: REVIEW_SETTINGS_ID });
  return (
    <SettingsLayout title={REVIEW_SETTINGS_DEF.label}>
      <RecordContextProvider value={data}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {REVIEW_SETTINGS_DEF.label}
          </Typography>
          <AuditHistoryButton def={REVIEW_SETTINGS_DEF} title={REVIEW_SETTINGS_DEF.label} />
        </Stack>
        {isPending && <LinearProgress />}
        {error && <Typography color="error">{errorMessage(error, 'The review settings could not be loaded.')}</Typography>}
        {data && <ReviewSettingsForm record={data} canEdit={canEdit} />}
      </RecordContextProvider>
    </SettingsLayout>
  );
}
