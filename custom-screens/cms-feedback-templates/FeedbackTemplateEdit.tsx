// Rich-text editing of one statement type's template, saved through the REST resource. Pessimistic,
// so a refusal shows the spec's message and the server's field errors land on the editor.
import { Edit, SimpleForm, required, useNotify } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { FEEDBACK_TEMPLATES_RESOURCE, TEMPLATE_SAVE_ERROR, type StatementType } from './feedback-template-types.js';

const onlyTheTemplate = (data: Record<string, unknown>) => ({ template: data.template });

export function FeedbackTemplateEdit({ type }: { type: StatementType }) {
  const notify = useNotify();
  return (
    <Edit
      resource={FEEDBACK_TEMPLATES_RESOURCE}
      id={type.id}
      title={`${type.name} template`}
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      transform={onlyTheTemplate}
      mutationOptions={{
        onSuccess: () => notify(`${type.name} template saved`, { type: 'success' }),
        onError: () => notify(TEMPLATE_SAVE_ERROR, { type: 'error' }),
      }}
    >
      <SimpleForm>
        <RichTextInput
          source="template"
          label={`${type.name} template`}
          helperText="The text around the feedback statements an analyst ticks, in the letter sent with the decision."
          validate={required()}
        />
      </SimpleForm>
    </Edit>
  );
}
