// The form of a create screen, generated or kept by an override (users, feedback statements): the one
// unsaved-changes guard, and a Save that works on the empty form. react-admin disables Save until a
// field changes, which on a new record leaves a person nothing to press and no word of what is
// missing; pressing it here marks every required field and says "The form is not valid" (issue 20 §6).
// Save is disabled only while a save is on its way, so a second press never creates a second record.
import type { ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar, useSaveContext, type ValidateForm } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { FormChangesGuard } from '../unsaved-changes/FormChangesGuard.js';

function CreateToolbar() {
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  // alwaysEnable={false} is react-admin's own rule, which disables Save while it submits
  return (
    <Toolbar>
      <SaveButton alwaysEnable={!isSubmitting && !saving} />
    </Toolbar>
  );
}

export function CreateForm({ validate, children }: { validate?: ValidateForm; children: ReactNode }) {
  return (
    <SimpleForm validate={validate} toolbar={<CreateToolbar />}>
      <FormChangesGuard />
      {children}
    </SimpleForm>
  );
}
