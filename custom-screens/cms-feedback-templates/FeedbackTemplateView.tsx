// Read-only template for staff who may read content but not change it (analysts): read as the letter,
// placeholders named by chips (TemplatePreview), not as markup with {{…}} in it.
import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { FEEDBACK_TEMPLATES_RESOURCE, type StatementType } from './feedback-template-types.js';
import { TemplatePreview } from './TemplatePreview.js';

function TemplateText({ title }: { title: string }) {
  const record = useRecordContext<{ template?: string | null }>();
  return <TemplatePreview html={record?.template} title={title} />;
}

export function FeedbackTemplateView({ type }: { type: StatementType }) {
  return (
    <Show resource={FEEDBACK_TEMPLATES_RESOURCE} id={type.id} title={`${type.name} template`} actions={false}>
      <SimpleShowLayout>
        <TemplateText title={`${type.name} template`} />
      </SimpleShowLayout>
    </Show>
  );
}
