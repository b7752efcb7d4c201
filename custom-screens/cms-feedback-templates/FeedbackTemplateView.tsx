// Read-only template for staff who may read content but not change it (analysts).
import { RichTextField, Show, SimpleShowLayout } from 'react-admin';
import { FEEDBACK_TEMPLATES_RESOURCE, type StatementType } from './feedback-template-types.js';

export function FeedbackTemplateView({ type }: { type: StatementType }) {
  return (
    <Show resource={FEEDBACK_TEMPLATES_RESOURCE} id={type.id} title={`${type.name} template`} actions={false}>
      <SimpleShowLayout>
        <RichTextField source="template" label={`${type.name} template`} />
      </SimpleShowLayout>
    </Show>
  );
}
