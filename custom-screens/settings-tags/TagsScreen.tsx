// /settings/tags: searchable, paged list of tags with add, inline rename, deprecate and remove.
import { Stack } from '@mui/material';
import { ListBase, Pagination } from 'react-admin';
import { SettingsLayout } from '../_settings-common/SettingsLayout.js';
import { useSettingsWriteAccess } from '../_settings-common/settings-access.js';
import { TAGS_RESOURCE } from './tag-record.js';
import { TagAddRow } from './TagAddRow.js';
import { TagSearch } from './TagSearch.js';
import { TagsTable } from './TagsTable.js';

export const TAGS_PER_PAGE = 25;

export function TagsScreen() {
  const access = useSettingsWriteAccess(TAGS_RESOURCE);
  return (
    <SettingsLayout>
      <ListBase resource={TAGS_RESOURCE} sort={{ field: 'name', order: 'ASC' }} perPage={TAGS_PER_PAGE} storeKey="settings.tags">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" sx={{ mb: 2 }}>
          <TagSearch />
          {access.canCreate && <TagAddRow />}
        </Stack>
        <TagsTable access={access} />
        <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
      </ListBase>
    </SettingsLayout>
  );
}
