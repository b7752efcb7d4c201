// /cms/feedback/template/:typeId — also the feedback-templates edit screen (/feedback-templates/:id),
// since a template's id is its statement type id.
import { LinearProgress, Typography } from '@mui/material';
import { Title, useCanAccess, useParams } from 'react-admin';
import { usePageTitle } from '../../admin-ui/shell/page-title.js';
import { FEEDBACK_TEMPLATES_RESOURCE, statementType } from './feedback-template-types.js';
import { FeedbackTemplateEdit } from './FeedbackTemplateEdit.js';
import { FeedbackTemplateView } from './FeedbackTemplateView.js';

export function FeedbackTemplateScreen() {
  const { typeId, id } = useParams<{ typeId?: string; id?: string }>();
  const type = statementType(typeId ?? id);
  // the same words as the view's and the form's own app bar title (FeedbackTemplateView, FeedbackTemplateEdit)
  const title = type ? `${type.name} template` : 'Feedback template';
  usePageTitle(title);
  const { canAccess, isPending } = useCanAccess({ resource: FEEDBACK_TEMPLATES_RESOURCE, action: 'edit' });

  if (!type)
    return (
      <>
        <Title title={title} />
        <Typography sx={{ mt: 2 }}>There is no feedback statement type {typeId ?? id}. Use 1 (revision feedback) or 2 (approval feedback).</Typography>
      </>
    );
  if (isPending) return <LinearProgress />;
  return canAccess ? <FeedbackTemplateEdit type={type} /> : <FeedbackTemplateView type={type} />;
}
