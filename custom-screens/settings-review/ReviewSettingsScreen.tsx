// /settings/review: the single row of review settings.
import { LinearProgress, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { errorMessage } from '../_shared/server-errors.js';
import { SettingsLayout } from '../_settings-common/SettingsLayout.js';
import { useSettingsWriteAccess } from '../_settings-common/settings-access.js';
import { REVIEW_SETTINGS_ID, REVIEW_SETTINGS_RESOURCE, type ReviewSettingsRecord } from './review-settings-record.js';
import { ReviewSettingsForm } from './ReviewSettingsForm.js';

export function ReviewSettingsScreen() {
  const { canEdit } = useSettingsWriteAccess(REVIEW_SETTINGS_RESOURCE);
  const { data, isPending, error } = useGetOne<ReviewSettingsRecord>(REVIEW_SETTINGS_RESOURCE, { id: REVIEW_SETTINGS_ID });
  return (
    <SettingsLayout>
      <Typography variant="h6" gutterBottom>
        Review settings
      </Typography>
      {isPending && <LinearProgress />}
      {error && <Typography color="error">{errorMessage(error, 'The review settings could not be loaded.')}</Typography>}
      {data && <ReviewSettingsForm record={data} canEdit={canEdit} />}
    </SettingsLayout>
  );
}
