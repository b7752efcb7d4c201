// Rich-text editing of one statement type's template, saved through the REST resource in the model's
// edit screen: pessimistic, so a refusal shows the spec's message and the server's field errors land
// on the editor; kept when someone else saves the template meanwhile. Below the editor, the letter as
// it will read, each placeholder named by a chip (TemplatePreview).
import { TopToolbar, required, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import feedbackTemplates from '../../resources/feedback-templates.js';
import { AuditHistoryButton } from '../../admin-ui/builder/audit-history.js';
import { LazyRichTextInput } from '../../admin-ui/builder/lazy-rich-text-input.js';
import { ModelEdit } from '../../admin-ui/builder/model-edit.js';
import { indexModel } from '../../admin-ui/builder/model-index.js';
import { FEEDBACK_TEMPLATES_RESOURCE, TEMPLATE_SAVE_ERROR, type StatementType } from './feedback-template-types.js';
import { TemplatePreview } from './TemplatePreview.js';

const onlyTheTemplate = (data: Record<string, unknown>) => ({ template: data.template });
const validateTemplate = [required()];
const ctx = { model: indexModel([feedbackTemplates]) };

/** The template being typed, as the letter will read. */
function LivePreview() {
  const template = useWatch<{ template?: string | null }, 'template'>({ name: 'template' });
  return <TemplatePreview html={template} title="Preview" />;
}

export function FeedbackTemplateEdit({ type }: { type: StatementType }) {
  const notify = useNotify();
  return (
    <ModelEdit
      def={feedbackTemplates}
      ctx={ctx}
      resource={FEEDBACK_TEMPLATES_RESOURCE}
      id={type.id}
      title={`${type.name} template`}
      actions={
        <TopToolbar>
          <AuditHistoryButton def={feedbackTemplates} title={`${type.name} template`} />
        </TopToolbar>
      }
      redirect={false}
      transform={onlyTheTemplate}
      mutationOptions={{
        onSuccess: () => notify(`${type.name} template saved`, { type: 'success' }),
        onError: () => notify(TEMPLATE_SAVE_ERROR, { type: 'error' }),
      }}
    >
      <LazyRichTextInput
        source="template"
        label={`${type.name} template`}
        helperText="The text around the feedback statements an analyst ticks, in the letter sent with the decision."
        validate={validateTemplate}
      />
      <LivePreview />
    </ModelEdit>
  );
}
