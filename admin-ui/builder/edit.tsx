// Generated Edit screen. Pessimistic saving, so that the server's validation errors land on the fields;
// leaving it with unsaved edits asks first (warnWhenUnsavedChanges); a save by someone else meanwhile
// is announced live (the hub).
import type { ComponentType } from 'react';
import { Edit, ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import type { ResourceDef } from '../../server/model/define.js';
import { AuditHistoryButton } from './audit-history.js';
import { ChangedElsewhereAlert } from '../hub/ChangedElsewhereAlert.js';
import { formCheckOf, formSections } from './form.js';
import type { BuildContext } from './model-index.js';
import { toWritablePayload } from './model-helpers.js';
import { RecordTitle } from './record-title.js';
import { formValidator } from './validators.js';

export function createEditScreen(def: ResourceDef, ctx: BuildContext): ComponentType {
  const sections = formSections(def, 'edit', ctx);
  const actions = (
    <TopToolbar>
      {def.access.show !== false && <ShowButton />}
      {def.audit && <AuditHistoryButton def={def} />}
    </TopToolbar>
  );
  const transform = (data: Record<string, unknown>) => toWritablePayload(def, data, 'edit');
  const validate = formCheckOf(formValidator(def, 'edit'), ctx);

  function GeneratedEdit() {
    return (
      <Edit title={<RecordTitle def={def} verb="Edit" />} actions={actions} mutationMode="pessimistic" transform={transform}>
        <SimpleForm warnWhenUnsavedChanges validate={validate}>
          <ChangedElsewhereAlert resource={def.name} />
          {sections}
        </SimpleForm>
      </Edit>
    );
  }
  GeneratedEdit.displayName = `${def.entity}Edit`;
  return GeneratedEdit;
}
