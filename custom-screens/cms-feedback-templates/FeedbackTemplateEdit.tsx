// Rich-text editing of one statement type's template, saved through the REST resource. Pessimistic,
// so a refusal shows the spec's message and the server's field errors land on the editor.
import { Edit, SimpleForm, TopToolbar, required, useNotify } from 'react-admin';
import feedbackTemplates from '../../resources/feedback-templates.js';
import { AuditHistoryButton } from '../../admin-ui/builder/audit-history.js';
import { LazyRichTextInput } from '../../admin-ui/builder/lazy-rich-text-input.js';
import { FEEDBACK_TEMPLATES_RESOURCE, TEMPLATE_SAVE_ERROR, type StatementType } from './feedback-template-types.js';

const onlyTheTemplate = (data: Record<string, unknown>) => ({ template: data.template });
const validateTemplate = [required()];

export function FeedbackTemplateEdit({ type }: { type: StatementType }) {
  const notify = useNotify();
  return (
    <Edit
      resource={FEEDBACK_TEMPLATES_RESOURCE}
      id={type.id}
      title={`${type.name} template`}
      actions={
        <TopToolbar>
          <AuditHistoryButton def={feedbackTemplates} title={`${type.name} template`} />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      redirect={false}
      transform={onlyTheTemplate}
      mutationOptions={{
        onSuccess: () => notify(`${type.name} template saved`, { type: 'success' }),
        onError: () => notify(TEMPLATE_SAVE_ERROR, { type: 'error' }),
      }}
    >
      <SimpleForm warnWhenUnsavedChanges>
        <LazyRichTextInput
          source="template"
          label={`${type.name} template`}
          helperText="The text around the feedback statements an analyst ticks, in the letter sent with the decision."
          validate={validateTemplate}
        />
      </SimpleForm>
    </Edit>
  );
}
