// Generated Edit screen: the model's sections in the model's edit screen (model-edit.tsx), which
// saves pessimistically, guards unsaved changes, and keeps the form when someone else saves; an
// override fills its extension points (form-extension.tsx) and its toolbar slot.
import type { ComponentType } from 'react';
import type { ResourceDef } from '../../core/model/define.js';
import { ExtendedFormBody, saveOptionsHook } from './form-extension.js';
import { formCheckOf, formSections } from './form.js';
import type { BuildContext } from './model-index.js';
import { ModelEdit } from './model-edit.js';
import { formValidator } from './validators.js';

export function createEditScreen(def: ResourceDef, ctx: BuildContext): ComponentType {
  const sections = formSections(def, 'edit', ctx);
  const validate = formCheckOf(formValidator(def, 'edit'), ctx);
  const extension = ctx.overrides?.editScreen;
  const useSaveOptions = saveOptionsHook(extension);
  const Toolbar = extension?.toolbar;

  function GeneratedEdit() {
    const mutationOptions = useSaveOptions();
    return (
      <ModelEdit def={def} ctx={ctx} validate={validate} mutationOptions={mutationOptions} toolbarStart={Toolbar && <Toolbar />}>
        <ExtendedFormBody extension={extension}>{sections}</ExtendedFormBody>
      </ModelEdit>
    );
  }
  GeneratedEdit.displayName = `${def.entity}Edit`;
  return GeneratedEdit;
}
