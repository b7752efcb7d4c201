// The current page of tags.
import type { SettingsWriteAccess } from '../_settings-common/settings-access.js';
import { SettingsTable } from '../_settings-common/SettingsTable.js';
import { RemoveTagDialog } from './RemoveTagDialog.js';
import type { TagRecord } from './tag-record.js';
import { TagRow } from './TagRow.js';

export function TagsTable({ access }: { access: SettingsWriteAccess }) {
  return (
    <SettingsTable<TagRecord>
      label="Tags"
      columns={['Name', 'Status']}
      emptyText="No tags found."
      loadError="The tags could not be loaded."
      row={(tag, remove) => <TagRow key={tag.id} tag={tag} access={access} onRemove={remove} />}
      removeDialog={(tag, close) => <RemoveTagDialog tag={tag} onClose={close} />}
    />
  );
}
