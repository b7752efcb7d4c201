// The current page of rubrics.
import type { SettingsWriteAccess } from '../_settings-common/settings-access.js';
import { SettingsTable } from '../_settings-common/SettingsTable.js';
import { RemoveRubricDialog } from './RemoveRubricDialog.js';
import type { RubricRecord } from './rubric-record.js';
import { RubricRow } from './RubricRow.js';

export function RubricsTable({ access }: { access: SettingsWriteAccess }) {
  return (
    <SettingsTable<RubricRecord>
      label="Rubrics"
      columns={['Name', 'Value', 'Status']}
      emptyText="No rubrics yet."
      loadError="The rubrics could not be loaded."
      row={(rubric, remove) => <RubricRow key={rubric.id} rubric={rubric} access={access} onRemove={remove} />}
      removeDialog={(rubric, close) => <RemoveRubricDialog rubric={rubric} onClose={close} />}
    />
  );
}
