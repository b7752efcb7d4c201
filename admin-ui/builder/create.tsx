// Generated Create screen: the model's create sections in the one create form (create-form.tsx); an
// override fills its extension points (form-extension.tsx).
import type { ComponentType } from 'react';
import { Create } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { usePageTitle } from '../shell/page-title.js';
import { CreateForm } from './create-form.js';
import { ExtendedFormBody, saveOptionsHook } from './form-extension.js';
import { formCheckOf, formSections } from './form.js';
import type { BuildContext } from './model-index.js';
import { singularLabel, toWritablePayload } from './model-helpers.js';
import { formValidator } from './validators.js';

export function createCreateScreen(def: ResourceDef, ctx: BuildContext): ComponentType {
  const sections = formSections(def, 'create', ctx);
  const title = `New ${singularLabel(def)}`;
  const transform = (data: Record<string, unknown>) => toWritablePayload(def, data, 'create');
  const validate = formCheckOf(formValidator(def, 'create'), ctx);
  const extension = ctx.overrides?.createScreen;
  const useSaveOptions = saveOptionsHook(extension);

  function GeneratedCreate() {
    usePageTitle(title);
    const mutationOptions = useSaveOptions();
    return (
      <Create title={title} transform={transform} mutationOptions={mutationOptions}>
        <CreateForm validate={validate}>
          <ExtendedFormBody extension={extension}>{sections}</ExtendedFormBody>
        </CreateForm>
      </Create>
    );
  }
  GeneratedCreate.displayName = `${def.entity}Create`;
  return GeneratedCreate;
}
