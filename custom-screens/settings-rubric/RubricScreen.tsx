// /settings/rubric: the rubric values analysts choose from, with add, inline edit and remove.
import { Box } from '@mui/material';
import { ListBase, Pagination } from 'react-admin';
import { SettingsLayout } from '../_settings-common/SettingsLayout.js';
import { useSettingsWriteAccess } from '../_settings-common/settings-access.js';
import { RUBRICS_RESOURCE } from './rubric-record.js';
import { RubricAddRow } from './RubricAddRow.js';
import { RubricsTable } from './RubricsTable.js';

export function RubricScreen() {
  const access = useSettingsWriteAccess(RUBRICS_RESOURCE);
  return (
    <SettingsLayout>
      <ListBase resource={RUBRICS_RESOURCE} sort={{ field: 'value', order: 'ASC' }} perPage={25} storeKey="settings.rubrics">
        {access.canCreate && (
          <Box sx={{ mb: 2 }}>
            <RubricAddRow />
          </Box>
        )}
        <RubricsTable access={access} />
        <Pagination rowsPerPageOptions={[10, 25, 50]} />
      </ListBase>
    </SettingsLayout>
  );
}
