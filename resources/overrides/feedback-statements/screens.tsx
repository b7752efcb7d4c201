// Feedback statements use the generated form, with the spec's own save-failure message (spec 1 §8)
// instead of the server's. Field errors from the server still land on the fields (pessimistic save).
import { Create, Edit, ShowButton, SimpleForm, TopToolbar, useNotify } from 'react-admin';
import { AuditHistoryButton } from '../../../admin-ui/builder/audit-history.js';
import { formSections } from '../../../admin-ui/builder/form.js';
import { indexModel } from '../../../admin-ui/builder/model-index.js';
import { singularLabel, toWritablePayload } from '../../../admin-ui/builder/model-helpers.js';
import { RecordTitle } from '../../../admin-ui/builder/record-title.js';
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';
import { usePageTitle } from '../../../admin-ui/shell/page-title.js';
import feedbackCategories from '../../feedback-categories.js';
import feedbackStatements from '../../feedback-statements.js';
import subjectAreas from '../../subject-areas.js';

export const FEEDBACK_SAVE_ERROR = 'Error saving review feedback, please verify your values and try again.';

const def = feedbackStatements;
// the reference inputs look their targets up in the model
const ctx = { model: indexModel([feedbackStatements, subjectAreas, feedbackCategories]) };
const editSections = formSections(def, 'edit', ctx);
const createSections = formSections(def, 'create', ctx);
const editTransform = (data: Record<string, unknown>) => toWritablePayload(def, data, 'edit');
const createTransform = (data: Record<string, unknown>) => toWritablePayload(def, data, 'create');
const createTitle = `New ${singularLabel(def)}`;

function useSaveFailureMessage() {
  const notify = useNotify();
  return { onError: () => notify(FEEDBACK_SAVE_ERROR, { type: 'error' }) };
}

export function FeedbackStatementEdit() {
  const mutationOptions = useSaveFailureMessage();
  return (
    <Edit
      resource={def.name}
      title={<RecordTitle def={def} verb="Edit" />}
      actions={
        <TopToolbar>
          <ShowButton />
          <AuditHistoryButton def={def} />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      transform={editTransform}
      mutationOptions={mutationOptions}
    >
      <SimpleForm warnWhenUnsavedChanges>{editSections}</SimpleForm>
    </Edit>
  );
}

export function FeedbackStatementCreate() {
  usePageTitle(createTitle);
  const mutationOptions = useSaveFailureMessage();
  return (
    <Create resource={def.name} title={createTitle} transform={createTransform} mutationOptions={mutationOptions}>
      <SimpleForm warnWhenUnsavedChanges>{createSections}</SimpleForm>
    </Create>
  );
}

export default defineScreenOverrides({ edit: FeedbackStatementEdit, create: FeedbackStatementCreate });
