// Generated Create screen.
import type { ComponentType } from 'react';
import { Create, SimpleForm } from 'react-admin';
import type { ResourceDef } from '../../server/model/define.js';
import { usePageTitle } from '../shell/page-title.js';
import { formSections } from './form.js';
import type { BuildContext } from './model-index.js';
import { singularLabel, toWritablePayload } from './model-helpers.js';

export function createCreateScreen(def: ResourceDef, ctx: BuildContext): ComponentType {
  const sections = formSections(def, 'create', ctx);
  const title = `New ${singularLabel(def)}`;
  const transform = (data: Record<string, unknown>) => toWritablePayload(def, data, 'create');

  function GeneratedCreate() {
    usePageTitle(title);
    return (
      <Create title={title} transform={transform}>
        <SimpleForm>{sections}</SimpleForm>
      </Create>
    );
  }
  GeneratedCreate.displayName = `${def.entity}Create`;
  return GeneratedCreate;
}
