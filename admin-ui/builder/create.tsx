// Generated Create screen. Leaving it with unsaved input asks first (warnWhenUnsavedChanges).
import type { ComponentType } from 'react';
import { Create, SimpleForm } from 'react-admin';
import type { ResourceDef } from '../../server/model/define.js';
import { usePageTitle } from '../shell/page-title.js';
import { formCheckOf, formSections } from './form.js';
import type { BuildContext } from './model-index.js';
import { singularLabel, toWritablePayload } from './model-helpers.js';
import { formValidator } from './validators.js';

export function createCreateScreen(def: ResourceDef, ctx: BuildContext): ComponentType {
  const sections = formSections(def, 'create', ctx);
  const title = `New ${singularLabel(def)}`;
  const transform = (data: Record<string, unknown>) => toWritablePayload(def, data, 'create');
  const validate = formCheckOf(formValidator(def, 'create'), ctx);

  function GeneratedCreate() {
    usePageTitle(title);
    return (
      <Create title={title} transform={transform}>
        <SimpleForm warnWhenUnsavedChanges validate={validate}>
          {sections}
        </SimpleForm>
      </Create>
    );
  }
  GeneratedCreate.displayName = `${def.entity}Create`;
  return GeneratedCreate;
}
